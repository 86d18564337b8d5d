/** A path with a malformed percent-encoding stays as it is instead of stopping the app (../README.md, `history-malformed-url`). */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const thrown = `    if (e instanceof URIError) {
      throw new URIError('Pathname "' + location.pathname + '" could not be decoded. ' + 'This is likely caused by an invalid percent-encoding.');
    } else {
      throw e;
    }`;
const keptAsItIs = `    // A malformed percent-encoding stays as it is (plugins/performance/history-malformed-url).
    if (!(e instanceof URIError)) throw e;`;

/** The browser bundle uses the ES module build; Node and the server bundle may load the CommonJS one. */
export const edits = ['history/esm/history.js', 'history/cjs/history.js'].map((file) => ({file, find: thrown, replace: keptAsItIs}));

/** Edits the installed files as a build step rather than a patch applied on install, so that the layer's switch can turn it off. */
export default function historyMalformedUrl(): Plugin {
  const piece = 'history-malformed-url';
  // Both builds, wherever the package manager installed them.
  const test = /[\\/]node_modules[\\/]history[\\/](esm|cjs)[\\/]history\.js$/;
  const loader = path.join(__dirname, '..', 'source-edits', 'loader.cjs');
  return {
    name: piece,
    configureWebpack: () => ({module: {rules: [{test, enforce: 'pre' as const, use: [{loader, options: {piece, edits}}]}]}}),
  };
}
