/**
 * Doc descriptions where they are shown, not on every doc page.
 *
 * The docs plugin puts every doc's id, title and description into the data of
 * its version, which every doc page loads (about 10 KiB gzip per language
 * here). Only doc cards read it: the cards of category pages and of
 * `<DocCardList />`, through `useDocById`. This plugin
 * - writes the descriptions to one JSON module per language
 *   (`@generated/doc-card-descriptions/default/descriptions.json`), which the
 *   DocCard wrapper imports, so only pages with doc cards load it;
 * - drops the docs list from the version data (withoutDocsList.cjs), in the
 *   server build too, so that a component still calling `useDocById` fails
 *   the build instead of the page in the browser.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {isSample} from '../../src/utils/isSample';

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

/** The version data modules of every docs plugin instance, in either build. */
export const versionDataModule = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function docCardDescriptions(): Plugin {
  return {
    name: 'doc-card-descriptions',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs'];
      await actions.createData('descriptions.json', JSON.stringify(descriptionsOf(docs)));
      await actions.createData('sample-docs.json', JSON.stringify(sampleDocsOf(docs)));
    },
    configureWebpack() {
      return {
        module: {rules: [{test: versionDataModule, use: [{loader: path.join(__dirname, 'withoutDocsList.cjs')}]}]},
      };
    },
  };
}
