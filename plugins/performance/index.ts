/**
 * The performance layer: every piece of the site's build that depends on
 * Docusaurus or react-router internals (README.md in this folder). The site's
 * configuration takes its plugins from here, so the switch
 * (switch.ts) and the contracts on upstream files (plugins/upstream-contracts)
 * apply to all of them.
 */
import path from 'node:path';
import type {PluginConfig, PluginModule} from '@docusaurus/types';
import {pieces} from './pieces';
import {enabledPieces} from './switch';
import {checkContracts} from '../upstream-contracts/contracts';
import {pieceContracts} from '../upstream-contracts';
import layerState from './layer-state';

/**
 * `plugins`: the Docusaurus plugins of the pieces this build uses, after the one that keys the bundler's cache on them;
 * `searchModal`: the search plugin's `modal` option, DocSearch's modal as docsearch-on-demand wraps the site's.
 */
export function performanceLayer(env: NodeJS.ProcessEnv = process.env) {
  const names = enabledPieces(env);
  const enabled = pieces.filter((piece) => names.has(piece.name));
  checkContracts(pieceContracts(enabled));
  // Functions, not file paths: the browser loads the site's config, and a path would put
  // the build machine's folders into main.js.
  const plugins: PluginConfig[] = [
    (context) => layerState(context, {pieces: enabled.map((piece) => piece.name)}),
    ...enabled.map((piece) => (require(path.join(__dirname, piece.name, 'index.ts')) as {default: PluginModule}).default),
  ];
  const searchModal = names.has('docsearch-on-demand') ? path.join(__dirname, 'docsearch-on-demand', 'client', 'Modal.tsx') : undefined;
  return {plugins, searchModal};
}
