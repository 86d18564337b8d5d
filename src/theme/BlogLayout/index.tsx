import {Children, isValidElement, useContext, type ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type {Props} from '@theme/BlogLayout';
import {BlogListLegend} from '@site/src/components/BlogListLegend';
import BlogPageHeader, {BlogListHeaderContext} from '@site/src/components/BlogPageHeader';

/** Whether a child of the main column is the page's own header (a tag page's, the archive's). */
const isHeader = (child: ReactNode) => isValidElement(child) && (child.type === 'header' || child.type === BlogPageHeader);

/**
 * In the main column, on the pages that ask for them: the blog list's header (its
 * H1, description and feeds; src/theme/BlogListPage), then the legend of the
 * example badge (src/theme/BlogListPage, src/theme/BlogTagsPostsPage, the archive),
 * after the page's own header where it has one, else first.
 */
export default function BlogLayoutWrapper({children, ...props}: Props) {
  const header = useContext(BlogListHeaderContext);
  const items = Children.toArray(children);
  const afterHeader = items.findIndex(isHeader) + 1;
  return (
    <BlogLayout {...props}>
      {header && <BlogPageHeader {...header} />}
      {items.slice(0, afterHeader)}
      <BlogListLegend />
      {items.slice(afterHeader)}
    </BlogLayout>
  );
}
