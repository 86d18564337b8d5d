import React, {type ReactNode} from 'react';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {SampleMetadata} from '@theme/SampleMarker/SampleMetadata';
import {isSample} from '@theme/SampleMarker/isSample';

/** An example release note's title and description carry the marker, and it asks not to be indexed. */
export default function BlogPostPageMetadataWrapper(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      {isSample(metadata.frontMatter) && <SampleMetadata title={metadata.title} description={metadata.description} />}
    </>
  );
}
