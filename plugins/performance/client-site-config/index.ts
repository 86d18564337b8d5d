/**
 * The site config in the browser without what only the build reads.
 *
 * Docusaurus writes the whole site config into a module that main.js carries:
 * with it the page template (config/ssr, 3 KiB of HTML and inline script),
 * every plugin and preset with its options and absolute paths on the build
 * machine, Markdown and bundler options. The browser reads the title, URLs,
 * themeConfig, customFields and a few flags. The production browser build now
 * gets the config without the fields in trim.cjs, and site metadata without
 * the plugin versions only the debug plugin lists: 2.7 KiB gzip less on every
 * page. The server build keeps both files whole, so the HTML does not change.
 * A generated file of another shape stops the build, naming this piece.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function clientSiteConfig(context: LoadContext): Plugin {
  return {
    name: 'client-site-config',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const generated = (name: string) => path.join(context.generatedFilesDir, name);
      const use = [{loader: path.join(__dirname, 'loader.cjs')}];
      return {
        module: {
          rules: [
            {test: generated('docusaurus.config.mjs'), use},
            {test: generated('site-metadata.json'), use},
          ],
        },
      };
    },
  };
}
