import React, {type ReactNode} from 'react';
import StructuredData from '@theme-original/BlogListPage/StructuredData';
import type StructuredDataType from '@theme/BlogListPage/StructuredData';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import {markAsSample} from '@site/src/components/SampleMarker/SampleMetadata';
import {StructuredData as SampleStructuredData} from '@site/src/components/SampleMarker/StructuredData';
import {isSample} from '@site/src/utils/isSample';

type Props = WrapperProps<typeof StructuredDataType>;

const mark = <T,>(value: T): T | string => (typeof value === 'string' && value !== '' ? markAsSample(value) : value);

/** A `BlogPosting` entry as the theme writes it: a plain object with its title and description. */
type Posting = Record<string, unknown> & {headline?: unknown; name?: unknown; description?: unknown};

/**
 * The structured data of a blog list page (`Blog` with a `BlogPosting` per
 * post) names each example as one, as a post's own page does
 * (src/theme/BlogPostPage/StructuredData).
 */
export default function BlogListPageStructuredDataWrapper(props: Props): ReactNode {
  const data = useBlogListPageStructuredData(props);
  const samples = props.items.map((item) => isSample(item.content.frontMatter));
  if (!samples.some(Boolean)) return <StructuredData {...props} />;
  return (
    <SampleStructuredData
      data={{
        ...data,
        blogPost: (data.blogPost as unknown as Posting[]).map((post, i) =>
          samples[i] ? {...post, headline: mark(post.headline), name: mark(post.name), description: mark(post.description)} : post,
        ),
      }}
    />
  );
}
