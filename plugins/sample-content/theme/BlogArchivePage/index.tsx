/**
 * An example post (`sample: true`) has the example badge in its archive link
 * (theme/SampleMarker). The theme's archive renders each post's title
 * as its link's text; this wrapper hands it the title followed by the badge.
 */
import React, {type ReactNode} from 'react';
import BlogArchivePage from '@theme-init/BlogArchivePage';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import {SampleBadge} from '@theme/SampleMarker/SampleBadge';
import {isSample} from '@theme/SampleMarker/isSample';

function withBadge(post: ArchiveBlogPost): ArchiveBlogPost {
  if (!isSample(post.metadata.frontMatter)) return post;
  const title = (
    <>
      {post.metadata.title}
      <SampleBadge />
    </>
  );
  // The title is typed as a string; the theme renders it only as the link's content, where a node works as well.
  // (A post is typed as its page's component; here it is the route's plain data, so it is copied as an object.)
  return Object.assign({}, post, {metadata: {...post.metadata, title: title as unknown as string}});
}

export default function BlogArchivePageWrapper({archive, ...props}: Props): ReactNode {
  return <BlogArchivePage {...props} archive={{...archive, blogPosts: archive.blogPosts.map(withBadge)}} />;
}
