import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** Where the last production build put the embedded index of `locale`. */
export function builtIndexDir(siteDir: string, locale: string, defaultLocale: string): string {
  return path.join(siteDir, 'build', locale === defaultLocale ? '' : locale, 'search-index');
}

/**
 * The dev server (`npm start`) has no search index of its own: the embedded index
 * is built from the final HTML of a production build. This plugin lets the dev server's search
 * use the last build's index by serving `build/search-index` (or `build/de/search-index`)
 * at `<baseUrl>search-index/`, as a static directory of the dev server (Docusaurus
 * merges a plugin's `devServer` settings into its own; arrays are appended).
 * Without a build it says so on the terminal, and the modal shows "Unable to
 * fetch results". Production builds are not affected.
 */
export default function searchDevPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, i18n} = context;
  const indexDir = builtIndexDir(siteDir, i18n.currentLocale, i18n.defaultLocale);
  return {
    name: 'search-dev',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return undefined;
      if (fs.existsSync(path.join(indexDir, 'index.json'))) {
        console.info(`[search] The dev server searches the last build's index (${path.relative(siteDir, indexDir)}).`);
      } else {
        console.warn(
          `[search] No search index at ${path.relative(siteDir, indexDir)}: search in the dev server needs one. ` +
            'Run `npm run build` once; the dev server then searches that build’s index.',
        );
      }
      // devServer is not part of the bundler's config type, but Docusaurus reads it from there.
      const devServer = {static: [{publicPath: `${baseUrl}search-index`, directory: indexDir, watch: false}]};
      return {devServer} as ConfigureWebpackResult;
    },
  };
}
