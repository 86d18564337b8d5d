/**
 * Tells the code block which bundle it is built into (src/theme/CodeBlock/highlighter.ts):
 * server rendering uses the highlighter directly, the browser loads it on demand.
 * As a constant, each bundle keeps only its own branch.
 */
import type {Plugin} from '@docusaurus/types';

export default function codeHighlighter(): Plugin {
  return {
    name: 'code-highlighter',
    configureWebpack(_config, isServer, utils) {
      return {plugins: [new utils.currentBundler.instance.DefinePlugin({'process.env.SITE_SERVER_RENDER': JSON.stringify(isServer)})]};
    },
  };
}
