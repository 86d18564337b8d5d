/** The route data of the browser build, cut to what a page needs (plan.cjs; ../README.md, `client-routes`). */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Docusaurus' preload module, imported by relative path inside @docusaurus/core. */
export const replacedPreload = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;

/** A section with fewer pages stays in main.js: its module would cost a request for a few bytes. */
const minRoutes = 3;

export default function clientRoutes(context: LoadContext): Plugin {
  return {
    name: 'client-routes',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const loaderFor = (file: 'routes' | 'chunkNames' | 'registry') => ({
        loader: path.join(__dirname, 'loader.cjs'),
        options: {file, baseUrl: context.baseUrl, minRoutes, client: path.join(__dirname, 'client')},
      });
      const generated = (name: string) => path.join(context.generatedFilesDir, name);
      return {
        module: {
          rules: [
            {test: generated('routes.js'), use: [loaderFor('routes')]},
            {test: generated('routesChunkNames.json'), use: [loaderFor('chunkNames')]},
            {test: generated('registry.js'), use: [loaderFor('registry')]},
          ],
        },
        plugins: [
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(replacedPreload, path.join(__dirname, 'client/preload.ts')),
        ],
      };
    },
  };
}
