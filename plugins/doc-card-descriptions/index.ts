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
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {isSample} from '../sample-content/theme/SampleMarker/isSample';

/** Docs plugin id -> version name -> doc id -> description. */
export type DocDescriptions = Record<string, Record<string, Record<string, string>>>;

export function descriptionsOf(docsPlugins: Record<string, unknown> | undefined): DocDescriptions {
  const result: DocDescriptions = {};
  for (const [pluginId, content] of Object.entries(docsPlugins ?? {})) {
    for (const version of (content as LoadedContent).loadedVersions) {
      const docs = Object.fromEntries(version.docs.map((doc) => [doc.id, doc.description]));
      (result[pluginId] ??= {})[version.versionName] = docs;
    }
  }
  return result;
}

/** Docs plugin id -> version name -> ids of the docs that are examples (`sample: true`). */
export type SampleDocs = Record<string, Record<string, string[]>>;

export function sampleDocsOf(docsPlugins: Record<string, unknown> | undefined): SampleDocs {
  const result: SampleDocs = {};
  for (const [pluginId, content] of Object.entries(docsPlugins ?? {})) {
    for (const version of (content as LoadedContent).loadedVersions) {
      (result[pluginId] ??= {})[version.versionName] = version.docs.filter((doc) => isSample(doc.frontMatter)).map((doc) => doc.id);
    }
  }
  return result;
}

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
