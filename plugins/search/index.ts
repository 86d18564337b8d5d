/**
 * Site search as a plugin (README.md in this folder): the /search page, DocSearch's modal (the one owner of
 * the `@docsearch/react/modal` alias), the styles every page needs, each locale's embedded index after its
 * build, and for the dev server the last build's index (Docusaurus merges a plugin's `devServer` into its own).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocale} from '../../config/i18n';
import {buildEmbeddedIndex, INDEX_DIR} from './indexing/build-embedded-index';
import type {SearchSettings} from './settings';

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
  // Where the last production build put the locale's embedded index.
  const indexDir = path.join(siteDir, 'build', locale === i18n.defaultLocale ? '' : locale, INDEX_DIR);
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [
      path.join(__dirname, 'client/docsearch.css'),
      path.join(__dirname, 'client/sampleMarker.css'),
      ...(settings.provider === 'local' ? [path.join(__dirname, 'client/embeddedIndex.css')] : []),
      path.join(__dirname, 'client/earlyKeys.ts'),
    ],
    // The pages read the settings with usePluginData('search') (useSearchSettings in ./client/useSearchClient.ts).
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
      return {...modal, devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
