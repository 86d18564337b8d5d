import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SampleMetadata} from '@site/src/components/SampleMarker/SampleMetadata';
import {isSample} from '@site/src/utils/isSample';

type Props = WrapperProps<typeof MetadataType>;

/** An example page's title and description carry the marker, and it asks not to be indexed. */
export default function DocItemMetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  return (
    <>
      <Metadata {...props} />
      {isSample(frontMatter) && <SampleMetadata title={metadata.title} description={metadata.description} />}
    </>
  );
}
