/**
 * One chunk for the frame every docs page renders.
 *
 * A doc page's route nests three components (DocsRoot, DocVersionRoot and
 * DocRoot with the sidebar) plus the docs plugin's route context, and
 * Docusaurus gives each its own chunk: four requests, three of them under
 * 1 KiB, where the response headers weigh as much as the code. As one chunk
 * they save a phone three round trips on the first doc page it opens. The
 * "page not found" text comes along: DocRoot shows it for unknown doc paths,
 * and the site's 404 page then loads this chunk as well.
 *
 * The cache group matches modules by path, so a theme that moved them would
 * make it stop applying without an error: the build checks that the theme
 * files exist and that the chunk was written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The modules of the docs frame, in any installation layout. */
export const docsShellModule =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](DocsRoot|DocVersionRoot|DocRoot|DocSidebar|DocSidebarItems?|BackToTopButton|Icon[\\/]Arrow|NotFound[\\/]Content)[\\/]|[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useBackToTopButton\.js$|[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]__plugin\.json$/;

/** Theme components the chunk is made of; each must still exist where the pattern looks. */
export const shellComponents = ['DocsRoot', 'DocVersionRoot', 'DocRoot', 'DocRoot/Layout', 'DocSidebar', 'BackToTopButton'];

const failure = (what: string) =>
  new Error(
    `plugins/performance/docs-shell: ${what}. Update the piece, or build without it: PERFORMANCE_LAYER_SKIP=docs-shell (or PERFORMANCE_LAYER=off).`,
  );

export default function docsShell(): Plugin {
  const themeDir = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'theme');
  const missing = shellComponents.filter((name) => !fs.existsSync(path.join(themeDir, name, 'index.js')));
  if (missing.length) throw failure(`theme-classic no longer has ${missing.map((m) => `theme/${m}/index.js`).join(', ')}`);
  return {
    name: 'docs-shell',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsShell: {
                name: 'docs-shell',
                test: docsShellModule,
                chunks: 'async',
                enforce: true,
                priority: 45,
              },
            },
          },
        },
      };
    },
    async postBuild({outDir}) {
      const jsDir = path.join(outDir, 'assets', 'js');
      if (!fs.readdirSync(jsDir).some((file) => /^docs-shell\.[0-9a-f]+\.js$/.test(file))) {
        throw failure(`the build wrote no docs-shell chunk to ${jsDir}`);
      }
    },
  };
}
