/**
 * The version data without its docs list.
 *
 * The docs plugin puts every doc's id, title and description into the data of
 * its version, which every doc page loads (about 10 KiB gzip per language
 * here). Only doc cards read them, and the DocCard wrapper takes them from the
 * modules plugins/doc-card-descriptions writes. This piece drops the docs list
 * from the version data (withoutDocsList.cjs), in the server build too, so a
 * component still calling `useDocById` fails the build instead of the page.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The version data modules of every docs plugin instance, in either build. */
export const versionDataModule = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function docCardDescriptions(): Plugin {
  return {
    name: 'version-data-without-docs',
    configureWebpack() {
      return {module: {rules: [{test: versionDataModule, use: [{loader: path.join(__dirname, 'withoutDocsList.cjs')}]}]}};
    },
  };
}
