/**
 * Docusaurus' generated route registry (.docusaurus/registry.js) lists, for
 * each of its roughly 600 chunks per language, the loader, the module's path
 * and the module's id. The path is only reported during server rendering; in
 * the browser it is never read, yet every page downloads all of them with
 * main.js. The client build gets the registry without the paths.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function clientRegistry(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'client-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              use: [{loader: path.join(__dirname, 'withoutModulePaths.cjs')}],
            },
          ],
        },
      };
    },
  };
}
