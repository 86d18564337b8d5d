import React, {type ReactNode} from 'react';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {SampleMetadata} from '@theme/SampleMarker/SampleMetadata';
import {isSample} from '@theme/SampleMarker/isSample';

type Props = WrapperProps<typeof MetadataType>;

/** An example release note's title and description carry the marker, and it asks not to be indexed. */
export default function BlogPostPageMetadataWrapper(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      {isSample(metadata.frontMatter) && <SampleMetadata title={metadata.title} description={metadata.description} />}
    </>
  );
}
