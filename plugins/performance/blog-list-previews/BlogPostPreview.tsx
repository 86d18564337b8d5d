/**
 * A release note as blog list and tag pages show it: title (with the example
 * badge on examples), date and reading time, the summary before the truncate
 * marker, tags and the link to the whole note. The same markup and classes as
 * the theme's BlogPostItem in list view, put together from the theme's parts,
 * without what only a post's own page needs: the edit link and last-updated
 * line, the example notice (an admonition) and the full set of Markdown
 * components. A summary is text with inline formatting and links
 * (plugins/release-notes/summary.ts fails the build on anything else), so it
 * renders with links and inline code only. Together that keeps the code
 * highlighter's and the admonition's chunks out of list pages (about 8 KiB gzip).
 */
import React, {type ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Title from '@theme-original/BlogPostItem/Header/Title';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeaderInfo from '@theme/BlogPostItem/Header/Info';
import ReadMoreLink from '@theme/BlogPostItem/Footer/ReadMoreLink';
import TagsListInline from '@theme/TagsListInline';
import MDXA from '@theme/MDXComponents/A';
import CodeInline from '@theme/CodeInline';
import clsx from 'clsx';
import {ListTitle} from '@site/src/components/SampleMarker/ListTitle';

/** What a summary can contain besides plain elements: links (router links, as in posts) and inline code. */
const summaryComponents = {a: MDXA, code: CodeInline};

function PreviewFooter(): ReactNode {
  const {metadata} = useBlogPost();
  const {tags, title, permalink, hasTruncateMarker} = metadata;
  if (tags.length === 0 && !hasTruncateMarker) return null;
  return (
    <footer className="row docusaurus-mt-lg">
      {tags.length > 0 && (
        <div className={clsx('col', {'col--9': hasTruncateMarker})}>
          <TagsListInline tags={tags} />
        </div>
      )}
      {hasTruncateMarker && (
        <div className={clsx('col text--right', {'col--3': tags.length > 0})}>
          <ReadMoreLink blogPostTitle={title} to={permalink} />
        </div>
      )}
    </footer>
  );
}

export default function BlogPostPreview({children}: {children: ReactNode}): ReactNode {
  return (
    <BlogPostItemContainer className="margin-bottom--xl">
      <header>
        <ListTitle Title={Title} />
        <BlogPostItemHeaderInfo />
      </header>
      <div className="markdown">
        <MDXProvider components={summaryComponents}>{children}</MDXProvider>
      </div>
      <PreviewFooter />
    </BlogPostItemContainer>
  );
}
