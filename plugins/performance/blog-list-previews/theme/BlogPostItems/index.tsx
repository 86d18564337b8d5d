/**
 * Replaces theme-classic's BlogPostItems (3.10.2; this piece's contract in
 * plugins/performance/pieces.ts): the previews of a blog list or tag page, as
 * the theme renders them but each as a BlogPostPreview (../../BlogPostPreview.tsx)
 * rather than the theme's BlogPostItem, which also serves a post's own page
 * and brings that page's code along.
 */
import React, {type ReactNode} from 'react';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItems';
import BlogPostPreview from '../../BlogPostPreview';

export default function BlogPostItems({items, component: Item = BlogPostPreview}: Props): ReactNode {
  return (
    <>
      {items.map(({content: BlogPostContent}) => (
        <BlogPostProvider key={BlogPostContent.metadata.permalink} content={BlogPostContent}>
          <Item>
            <BlogPostContent />
          </Item>
        </BlogPostProvider>
      ))}
    </>
  );
}
