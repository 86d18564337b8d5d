import Metadata from '@theme-original/DocItem/Metadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SampleMetadata} from '@theme/SampleMarker/SampleMetadata';
import {isSample} from '@theme/SampleMarker/isSample';
import {useDistinctTitle} from '@site/src/components/DistinctTitle';

/**
 * (CUSTOM) A title shared with other pages names the page's app ("Setup – Project Billing");
 * an example page's title and description carry the marker, and it asks not to be indexed.
 * `<Head>` lets the later title replace the theme's.
 */
export default function DocItemMetadataWrapper() {
  const {metadata, frontMatter} = useDoc();
  const title = useDistinctTitle(metadata.title, metadata.permalink);
  return (
    <>
      <Metadata />
      {isSample(frontMatter) ? (
        <SampleMetadata title={title} description={metadata.description} />
      ) : (
        title !== metadata.title && <PageMetadata title={title} />
      )}
    </>
  );
}
