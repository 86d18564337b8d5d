import React, {type ReactNode} from 'react';
import BlogTagsPostsPage from '@theme-init/BlogTagsPostsPage';
import type {Props} from '@theme/BlogTagsPostsPage';
import {listsOnlyExamples, NoIndex} from '@theme/SampleMarker/SampleMetadata';
import {isSample} from '@theme/SampleMarker/isSample';

/** A tag's list page whose every post is an example asks not to be indexed (and so is in no sitemap). */
export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const examplesOnly = listsOnlyExamples(props.items.map((item) => ({sample: isSample(item.content.frontMatter)})));
  return (
    <>
      <BlogTagsPostsPage {...props} />
      {examplesOnly && <NoIndex />}
    </>
  );
}
