import React, {type ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListLegend} from '@site/src/components/BlogListLegend';

type Props = WrapperProps<typeof BlogLayoutType>;

/** First in the main column, the legend of the example badge, on the pages that ask for it (src/theme/BlogListPage). */
export default function BlogLayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <BlogLayout {...props}>
      <BlogListLegend />
      {children}
    </BlogLayout>
  );
}
