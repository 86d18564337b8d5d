/** The version data and global data without their docs lists (withoutDocsList.cjs; ../README.md, `version-data-without-docs`). */
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
