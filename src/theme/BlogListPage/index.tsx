import BlogListPage from '@theme-original/BlogListPage';
import type {Props} from '@theme/BlogListPage';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {BlogListHeaderContext} from '@site/src/components/BlogPageHeader';
import {WantsBlogListLegend} from '@site/src/components/BlogListLegend';
import {listsOnlyExamples, NoIndex} from '@theme/SampleMarker/SampleMetadata';
import {isSample} from '@theme/SampleMarker/isSample';

/**
 * The blog list pages start with their heading (the blog's title, its description
 * and the feeds) and the legend of the example badge, above their posts
 * (src/theme/BlogLayout); pages after the first name their number in the
 * title; a page whose every post is an example asks not to be indexed (and so
 * is in no sitemap). The later `<Head>` tags replace the theme's.
 */
export default function BlogListPageWrapper(props: Props) {
  const {metadata, items} = props;
  const examplesOnly = listsOnlyExamples(items.map((item) => ({sample: isSample(item.content.frontMatter)})));
  const title =
    metadata.page > 1
      ? translate(
          {id: 'site.blog.listPage.title', message: '{title} – page {page}', description: 'The title of a blog list page after the first'},
          {title: metadata.blogTitle, page: metadata.page},
        )
      : metadata.blogTitle;
  return (
    <BlogListHeaderContext.Provider value={{title, description: metadata.blogDescription, feeds: true}}>
      <WantsBlogListLegend.Provider value>
        <BlogListPage {...props} />
        {metadata.page > 1 && <PageMetadata title={title} />}
        {examplesOnly && <NoIndex />}
      </WantsBlogListLegend.Provider>
    </BlogListHeaderContext.Provider>
  );
}
