import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import descriptions from '@generated/doc-card-descriptions/default/descriptions.json';
import sampleDocs from '@generated/doc-card-descriptions/default/sample-docs.json';

/**
 * A doc's card takes its description from the descriptions module
 * (plugins/doc-card-descriptions) instead of the version data, which no
 * longer lists the docs. A description set on the sidebar item still wins.
 * The card of a doc that is an example gets `customProps.sample`, which
 * DocCard/Heading/Text shows as the example badge.
 */
export default function DocCardWrapper({item}: Props) {
  const {pluginId, version} = useDocsVersion();
  if (item.type !== 'link') return <DocCard item={item} />;
  const described = item.docId ? descriptions[pluginId]?.[version]?.[item.docId] : undefined;
  const sample = item.docId !== undefined && sampleDocs[pluginId]?.[version]?.includes(item.docId);
  return (
    <DocCard
      item={{
        ...item,
        docId: undefined,
        description: item.description ?? described,
        ...(sample && {customProps: {...item.customProps, sample: true}}),
      }}
    />
  );
}
