/**
 * Loads DocSearch's code only when a reader reaches for search.
 *
 * DocSearch 3.9.0 (pinned, see plugins/search/README.md) is published as one ES
 * module; its `button` and `modal` entry points both re-export from it. The
 * search theme imports the button and the keyboard hook on every page and
 * the modal on demand, so the whole package (about 100 KiB) ended up in the
 * bundle every page loads. These aliases give the theme small copies of the
 * button, the keyboard hook and the version (./client/), which
 * leaves the package itself to the modal's lazy chunk. The modal is
 * client/Modal.tsx: the search plugin's modal, with the theme's modal texts,
 * which thereby load with it instead of with every page. The search plugin,
 * the one owner of `@docsearch/react/modal`, points it there (its `modal`
 * option, from ../pieces.ts).
 *
 * The v4 entry point `useTheme`, which the theme maps to the UMD build for
 * v3, points at the ES module build so that a future import cannot ship a
 * second copy. The layer's plugins are configured after the search theme, so
 * these aliases win.
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
