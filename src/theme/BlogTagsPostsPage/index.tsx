import React, {type ReactNode} from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type {Props} from '@theme/BlogTagsPostsPage';
import {BlogListLegendProvider} from '@site/src/components/BlogListLegend';
import {isSample} from '@theme/SampleMarker/isSample';

/**
 * A tag's list page that lists examples shows the legend of the example badge below its
 * heading, as the blog list does above its posts (src/theme/BlogLayout). Around the
 * sample-content plugin's wrapper, which keeps a page of examples only out of the index.
 */
export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const page = <BlogTagsPostsPage {...props} />;
  return props.items.some((item) => isSample(item.content.frontMatter)) ? <BlogListLegendProvider>{page}</BlogListLegendProvider> : page;
}
