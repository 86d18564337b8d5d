/**
 * Site search (plugins/search/README.md), as a plugin:
 *
 * - The /search page (./theme/SearchPage), which wins over theme-search-algolia's.
 * - DocSearch's modal with the site's search client: `@docsearch/react/modal`, which the
 *   theme's search bar imports when a reader reaches for search, points at
 *   ./client/docsearch/Modal.tsx, or at the module the `modal` option names, which renders it.
 *   This plugin is the alias's one owner. The theme's search bar itself stays as it is.
 * - Styles every page needs: DocSearch's button and modal as the site shows them, the example
 *   badge in hits, and with the embedded index no "Search by Algolia" logo.
 * - After each locale's build (postBuild, which gets that locale's output folder), the
 *   embedded index of its language from its built pages (plugins/search/indexing/build-embedded-index.ts):
 *   `build/search-index/`, `build/de/search-index/`. A build of one locale (`docusaurus build
 *   --locale de`, which Docusaurus serves at the site's base URL) gets its index at its root.
 * - The dev server (`docusaurus start`) has no index of its own: the index is built from the
 *   final HTML of a production build. The dev server serves the last build's index,
 *   `build/search-index` (or `build/de/search-index`), at `<baseUrl>search-index/`, as a static
 *   directory (Docusaurus merges a plugin's `devServer` settings into its own; arrays are
 *   appended). Without a build it says so on the terminal, and the modal shows "Unable to
 *   fetch results".
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocale} from '../../config/i18n';
import {buildEmbeddedIndex, INDEX_DIR} from './indexing/build-embedded-index';
import type {SearchSettings} from './settings';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** Where the last production build put the embedded index of `locale`. */
export function builtIndexDir(siteDir: string, locale: string, defaultLocale: string): string {
  return path.join(siteDir, 'build', locale === defaultLocale ? '' : locale, INDEX_DIR);
}

/** What docusaurus.config.ts passes. */
export interface SearchPluginOptions {
  /** The settings the build read (./settings.ts). */
  settings: SearchSettings;
  /**
   * A module that wraps ./client/docsearch/Modal.tsx and exports it as `DocSearchModal`, for
   * `@docsearch/react/modal` to point at instead: the performance layer's docsearch-on-demand
   * adds the theme's modal texts, which its search bar no longer carries (plugins/performance/pieces.ts).
   */
  modal?: string;
}

export default function searchPlugin(context: LoadContext, {settings, modal: modalModule}: SearchPluginOptions): Plugin {
  const {siteDir, baseUrl, i18n} = context;
  const locale = i18n.currentLocale;
  if (!isLocale(locale)) throw new Error(`plugins/search: "${locale}" is not one of the site's locales (config/i18n.ts)`);
  const indexDir = builtIndexDir(siteDir, locale, i18n.defaultLocale);
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [
      path.join(__dirname, 'client/docsearch.css'),
      path.join(__dirname, 'client/sampleMarker.css'),
      ...(settings.provider === 'local' ? [path.join(__dirname, 'client/embeddedIndex.css')] : []),
      path.join(__dirname, 'client/earlyKeys.ts'),
    ],
    // The pages read the settings with usePluginData('search') (./client/settings.ts).
    async contentLoaded({actions}) {
      actions.setGlobalData({settings});
    },
    async postBuild({outDir}) {
      await buildEmbeddedIndex(outDir, locale);
    },
    configureWebpack(_config, isServer) {
      const modal = {resolve: {alias: {'@docsearch/react/modal': modalModule ?? path.join(__dirname, 'client/docsearch/Modal.tsx')}}};
      if (isServer || process.env.NODE_ENV !== 'development') return modal;
      if (fs.existsSync(path.join(indexDir, 'index.json'))) {
        console.info(`[search] The dev server searches the last build's index (${path.relative(siteDir, indexDir)}).`);
      } else {
        console.warn(
          `[search] No search index at ${path.relative(siteDir, indexDir)}: search in the dev server needs one. ` +
            'Run `npm run build` once; the dev server then searches that build’s index.',
        );
      }
      // devServer is not part of the bundler's config type, but Docusaurus reads it from there.
      const devServer = {static: [{publicPath: `${baseUrl}${INDEX_DIR}`, directory: indexDir, watch: false}]};
      return {...modal, devServer} as ConfigureWebpackResult;
    },
  };
}
