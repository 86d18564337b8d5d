/**
 * The performance layer: every piece of the site's build that depends on
 * Docusaurus or react-router internals (README.md in this folder). The site's
 * configuration takes its plugins from here, so the switch
 * (switch.ts) and the contracts on upstream files (plugins/upstream-contracts)
 * apply to all of them.
 */
import type {PluginConfig, PluginModule} from '@docusaurus/types';
import {pieces, type Piece} from './pieces';
import {enabledPieces} from './switch';
import {checkContracts} from '../upstream-contracts/contracts';
import {pieceContracts} from '../upstream-contracts';
import layerState from './layer-state';

/** The plugin function a piece's plugin file exports. */
const pluginFunction = (file: string): PluginModule => (require(file) as {default: PluginModule}).default;

export interface PerformanceLayer {
  /** The pieces this build uses, in the order of pieces.ts. */
  enabled: readonly Piece[];
  /** Their Docusaurus plugins, for the `plugins` option, after the one that keys the bundler's cache on them. */
  plugins: PluginConfig[];
  /** The search plugin's `modal` option: DocSearch's modal as an enabled piece wraps the site's (docsearch-on-demand). */
  searchModal?: string;
}

export function performanceLayer(env: NodeJS.ProcessEnv = process.env): PerformanceLayer {
  const names = enabledPieces(env);
  const enabled = pieces.filter((piece) => names.has(piece.name));
  checkContracts(pieceContracts(enabled));
  return {
    enabled,
    // Functions, not file paths: the browser loads the site's config, and a path would put
    // the build machine's folders into main.js.
    plugins: [
      (context) => layerState(context, {pieces: enabled.map((piece) => piece.name)}),
      ...enabled.map((piece) => pluginFunction(piece.plugin)),
    ],
    searchModal: enabled.find((piece) => piece.searchModal)?.searchModal,
  };
}
