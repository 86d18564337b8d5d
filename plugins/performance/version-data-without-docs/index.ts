/**
 * The version data without its docs list.
 *
 * The docs plugin puts every doc's id, title and description into the data of
 * its version, which every doc page loads (about 10 KiB gzip per language
 * here), and every doc's id, path and sidebar into the global data, which
 * main.js carries to every page (about 3 KiB gzip). Only doc cards read the
 * first, and the DocCard wrapper takes them from the modules
 * plugins/doc-card-descriptions writes; the second serves navbar items of the
 * types `doc` and `docSidebar` and the version banner and dropdown, which the
 * site does not use. This piece empties both lists (withoutDocsList.cjs), in
 * the server build too, so a component still calling `useDocById` or
 * `useLayoutDoc` fails the build instead of the page.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The version data modules of every docs plugin instance, in either build. */
export const versionDataModule = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

const loader = path.join(__dirname, 'withoutDocsList.cjs');

export default function versionDataWithoutDocs(context: {generatedFilesDir: string}): Plugin {
  const globalData = path.join(context.generatedFilesDir, 'globalData.json');
  return {
    name: 'version-data-without-docs',
    configureWebpack() {
      return {
        module: {
          rules: [
            {test: versionDataModule, use: [{loader}]},
            {test: (file: string) => path.resolve(file) === globalData, use: [{loader, options: {globalData: true}}]},
          ],
        },
      };
    },
  };
}
