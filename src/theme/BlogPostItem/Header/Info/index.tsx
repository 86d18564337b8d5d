import Info from '@theme-original/BlogPostItem/Header/Info';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {PageActionsRow} from '@site/src/components/PageActions';

/**
 * A release note's date and reading time, marked so that search leaves them
 * out of the note's text (excludeSelectors in plugins/search/indexing/search-content.ts).
 * (CUSTOM) A post's own page offers "Copy page" at the end of that line (plugins/page-markdown).
 */
export default function BlogPostItemHeaderInfoWrapper(props: Props) {
  const {isBlogPostPage, metadata} = useBlogPost();
  const info = <Info {...props} />;
  return <div data-post-info="">{isBlogPostPage ? <PageActionsRow permalink={metadata.permalink}>{info}</PageActionsRow> : info}</div>;
}
