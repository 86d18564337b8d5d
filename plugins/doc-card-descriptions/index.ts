/**
 * What doc cards show, in modules of their own.
 *
 * Writes every doc's description (`@generated/doc-card-descriptions/default/descriptions.json`)
 * and the ids of the docs that are examples (`sample-docs.json`, for the badge on
 * their cards); the DocCard wrapper imports both, so only pages with doc cards
 * load them. With them, the version data every doc page loads no longer needs
 * the docs list, which plugins/performance/doc-card-descriptions drops.
 */
import type {Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {isSample} from '../sample-content/theme/SampleMarker/isSample';

/** Docs plugin id -> version name -> what `of` takes from the version's docs. */
function perVersion<T>(docsPlugins: Record<string, unknown> | undefined, of: (docs: DocMetadata[]) => T) {
  const result: Record<string, Record<string, T>> = {};
  for (const [pluginId, content] of Object.entries(docsPlugins ?? {}))
    for (const version of (content as LoadedContent).loadedVersions) (result[pluginId] ??= {})[version.versionName] = of(version.docs);
  return result;
}

/** Docs plugin id -> version name -> doc id -> description. */
export const descriptionsOf = (docsPlugins: Record<string, unknown> | undefined) =>
  perVersion(docsPlugins, (docs) => Object.fromEntries(docs.map((doc) => [doc.id, doc.description])));

/** Docs plugin id -> version name -> ids of the docs that are examples (`sample: true`). */
export const sampleDocsOf = (docsPlugins: Record<string, unknown> | undefined) =>
  perVersion(docsPlugins, (docs) => docs.filter((doc) => isSample(doc.frontMatter)).map((doc) => doc.id));

export default function docCardDescriptions(): Plugin {
  return {
    name: 'doc-card-descriptions',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs'];
      await actions.createData('descriptions.json', JSON.stringify(descriptionsOf(docs)));
      await actions.createData('sample-docs.json', JSON.stringify(sampleDocsOf(docs)));
    },
  };
}
