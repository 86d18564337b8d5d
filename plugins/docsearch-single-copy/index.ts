/**
 * Ships one copy of DocSearch instead of two.
 *
 * The site pins DocSearch v3 (see src/theme/SearchBar). For v3, the search
 * theme maps the v4 entry points `@docsearch/react/useDocSearchKeyboardEvents`,
 * `/version` and `/useTheme` to the package's main entry, which is its UMD
 * build, while `@docsearch/react/button` and `/modal` load the ES module
 * build. Every page then carried both builds (about 30 KiB gzipped twice).
 * Pointing the aliases at the ES module build, which exports the same names,
 * leaves a single copy. Site plugins are configured after the theme, so
 * these aliases win.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function docsearchSingleCopy(): Plugin {
  return {
    name: 'docsearch-single-copy',
    configureWebpack() {
      const esmEntry = path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist', 'esm', 'index.js');
      return {
        resolve: {
          alias: {
            '@docsearch/react/version': esmEntry,
            '@docsearch/react/useDocSearchKeyboardEvents': esmEntry,
            '@docsearch/react/useTheme': esmEntry,
          },
        },
      };
    },
  };
}
