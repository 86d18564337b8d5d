/**
 * A piece that changes a few lines of installed upstream files, as a build
 * step rather than a patch applied on install, so that the layer's switch can
 * turn it off (loader.cjs applies the edits; a missing text stops the build).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export interface SourceEdit {
  /** The file inside node_modules, e.g. "history/esm/history.js". */
  file: string;
  find: string;
  replace: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function sourceEditsPlugin(piece: string, edits: SourceEdit[]): Plugin {
  // Matches the files wherever the package manager installed them.
  const test = new RegExp(`[\\\\/]node_modules[\\\\/](${edits.map((e) => escape(e.file).replace(/\//g, '[\\\\/]')).join('|')})$`);
  return {
    name: piece,
    configureWebpack() {
      return {
        module: {rules: [{test, enforce: 'pre' as const, use: [{loader: path.join(__dirname, 'loader.cjs'), options: {piece, edits}}]}]},
      };
    },
  };
}
