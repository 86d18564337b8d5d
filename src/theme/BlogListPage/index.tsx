import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListLegendProvider} from '@site/src/components/SampleMarker/BlogListLegend';

type Props = WrapperProps<typeof BlogListPageType>;

/** The blog list pages show the legend of the example badge above their posts (src/theme/BlogLayout). */
export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListLegendProvider>
      <BlogListPage {...props} />
    </BlogListLegendProvider>
  );
}
