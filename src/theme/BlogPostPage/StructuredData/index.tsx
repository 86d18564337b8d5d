import React, {type ReactNode} from 'react';
import StructuredData from '@theme-original/BlogPostPage/StructuredData';
import type StructuredDataType from '@theme/BlogPostPage/StructuredData';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import {markAsSample} from '@site/src/components/SampleMarker/SampleMetadata';
import {StructuredData as SampleStructuredData} from '@site/src/components/SampleMarker/StructuredData';
import {isSample} from '@site/src/utils/isSample';

type Props = WrapperProps<typeof StructuredDataType>;

const mark = <T,>(value: T): T | string => (typeof value === 'string' && value !== '' ? markAsSample(value) : value);

/** The structured data of an example release note names it as an example. */
export default function BlogPostPageStructuredDataWrapper(props: Props): ReactNode {
  const sample = isSample(useBlogPost().metadata.frontMatter);
  const data = useBlogPostStructuredData();
  if (!sample) return <StructuredData {...props} />;
  return (
    <SampleStructuredData
      data={{
        ...data,
        headline: mark(data.headline),
        name: mark(data.name),
        description: mark(data.description),
      }}
    />
  );
}
