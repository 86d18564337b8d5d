/** Keeps Prism out of the bundle every page loads (highlighter.ts; ../README.md, `prism-on-demand`). */
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
