/**
 * Keeps Prism out of the bundle every page loads.
 *
 * theme-classic registers the extra Prism languages in a client module, which
 * makes every page load prism-react-renderer at start-up. This alias replaces
 * that client module with an empty one. The piece's code block (theme/CodeBlock,
 * which overrides theme-classic's through the theme mechanism) loads the
 * highlighter with the first code block and registers the languages itself
 * (highlighter.ts): server rendering uses it directly, the browser loads it on
 * demand. With the piece off, theme-classic's own code block renders.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismOnDemand(): Plugin {
  return {
    name: 'prism-on-demand',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, isServer, utils) {
      const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
      const clientModule = path.join(themeClassic, 'lib', 'prism-include-languages.js');
      return {
        resolve: {alias: {[clientModule]: path.join(__dirname, 'noop.js')}},
        // Which bundle highlighter.ts is built into, as a constant: each bundle keeps only its own branch.
        plugins: [new utils.currentBundler.instance.DefinePlugin({'process.env.SITE_SERVER_RENDER': JSON.stringify(isServer)})],
      };
    },
  };
}
