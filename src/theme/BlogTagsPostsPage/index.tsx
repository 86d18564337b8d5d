import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type {Props} from '@theme/BlogTagsPostsPage';
import {WantsBlogListLegend} from '@site/src/components/BlogListLegend';
import {isSample} from '@theme/SampleMarker/isSample';

/**
 * A tag's list page that lists examples shows the legend of the example badge below its
 * heading, as the blog list does above its posts (src/theme/BlogLayout). Around the
 * sample-content plugin's wrapper, which keeps a page of examples only out of the index.
 */
export default function BlogTagsPostsPageWrapper(props: Props) {
  const page = <BlogTagsPostsPage {...props} />;
  const listsExamples = props.items.some((item) => isSample(item.content.frontMatter));
  return listsExamples ? <WantsBlogListLegend.Provider value>{page}</WantsBlogListLegend.Provider> : page;
}
