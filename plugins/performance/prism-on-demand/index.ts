/**
 * Keeps Prism out of the bundle every page loads.
 *
 * theme-classic registers the extra Prism languages in a client module, which
 * makes every page load prism-react-renderer at start-up. This alias replaces
 * that client module with an empty one; the code block registers the
 * languages itself when it loads the highlighter (src/theme/CodeBlock/highlighter.ts),
 * which server rendering uses directly and the browser loads on demand.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismOnDemand(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
      const clientModule = path.join(themeClassic, 'lib', 'prism-include-languages.js');
      return {resolve: {alias: {[clientModule]: path.join(__dirname, 'noop.js')}}};
    },
  };
}
