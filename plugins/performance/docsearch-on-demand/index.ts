/**
 * Loads DocSearch's code only when a reader reaches for search (../README.md, `docsearch-on-demand`). The layer's
 * plugins are configured after the search theme, so these aliases win.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The modules of the modal's chunk (docsearch-modal.<hash>.js), in any installation layout. */
export const docsearchModalModule =
  /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]|[\\/]docsearch-on-demand[\\/]client[\\/]Modal\.tsx$|[\\/]plugins[\\/]search[\\/]client[\\/]docsearch[\\/]|[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchTranslations[\\/]/;

export default function docsearchOnDemand(): Plugin {
  return {
    name: 'docsearch-on-demand',
    // The button's texts only (./theme/SearchTranslations); the modal's load with the modal.
    getThemePath: () => path.join(__dirname, 'theme'),
    // The client's files, watched by the dev server and read by `docusaurus write-translations`
    // (the button's key cap is translated).
    getPathsToWatch: () => [path.join(__dirname, 'client')],
    configureWebpack() {
      const local = (file: string) => path.join(__dirname, 'client', file);
      const esmEntry = path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist', 'esm', 'index.js');
      return {
        // The modal's code as one file: the package, the site's modal and the theme's modal texts.
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsearchModal: {name: 'docsearch-modal', test: docsearchModalModule, chunks: 'async', enforce: true, priority: 40},
            },
          },
        },
        resolve: {
          alias: {
            '@docsearch/react/button': local('Button.tsx'),
            '@docsearch/react/useDocSearchKeyboardEvents': local('useDocSearchKeyboardEvents.ts'),
            '@docsearch/react/version': local('version.ts'),
            // Modal.tsx's own import of the package, as the ES module build.
            '@docsearch/react$': esmEntry,
            '@docsearch/react/useTheme': esmEntry,
          },
        },
      };
    },
  };
}
