/**
 * The route data of the browser build, cut to what a page needs.
 *
 * Docusaurus puts the whole route table in main.js: every route, its chunk
 * names and the loader of every chunk, about 460 routes per language. Every
 * page downloaded and evaluated all of it, which made main.js larger than a
 * plain Docusaurus site's on every page type. Here the production browser
 * build gets (plan.cjs, loader.cjs):
 * - main.js: the routes outside large sections, and for each section its path
 *   prefix and loader;
 * - one module per section ("/docs/srb", "/blog", …) with its routes, their
 *   chunk names and the chunk loaders only it uses, loaded before a page of the
 *   section renders or is prefetched (client/runtime.ts, client/preload.ts);
 * - registry entries without module paths, which only server rendering reads.
 * The server build keeps Docusaurus' files, so the HTML does not change.
 * `npm start` keeps them too: the development server regenerates them on
 * every edit.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Docusaurus' preload module, imported by relative path inside @docusaurus/core. */
export const replacedPreload = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;

export type Options = {
  /** A section with fewer pages stays in main.js: its module would cost a request for a few bytes. */
  minRoutes?: number;
};

export default function clientRoutes(context: LoadContext, {minRoutes = 3}: Options = {}): Plugin {
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
