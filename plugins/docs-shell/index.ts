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
 */
import type {Plugin} from '@docusaurus/types';

/** The modules of the docs frame, in any installation layout. */
export const docsShellModule =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](DocsRoot|DocVersionRoot|DocRoot|DocSidebar|DocSidebarItems?|BackToTopButton|Icon[\\/]Arrow|NotFound[\\/]Content)[\\/]|[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useBackToTopButton\.js$|[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]__plugin\.json$/;

export default function docsShell(): Plugin {
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
  };
}
