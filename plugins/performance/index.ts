/**
 * The performance layer: every piece of the site's build that depends on
 * Docusaurus or react-router internals (README.md in this folder). The site's
 * configuration takes its plugins and page template from here, so the switch
 * (switch.ts) and the contracts on upstream files (plugins/upstream-contracts)
 * apply to all of them.
 */
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import {pieces, type Piece} from './pieces';
import {enabledPieces} from './switch';
import {checkContracts} from '../upstream-contracts/contracts';
import {pieceContracts} from '../upstream-contracts';
import {ssrTemplate} from './start-after-paint/template';

export interface PerformanceLayer {
  /** The pieces this build uses, in the order of pieces.ts. */
  enabled: readonly Piece[];
  /** Their Docusaurus plugins, for the `plugins` option, after the one that keys the bundler's cache on them. */
  plugins: PluginConfig[];
  /** The page template, or undefined for Docusaurus' own. */
  ssrTemplate: string | undefined;
}

export function performanceLayer(env: NodeJS.ProcessEnv = process.env): PerformanceLayer {
  const names = enabledPieces(env);
  const enabled = pieces.filter((piece) => names.has(piece.name));
  checkContracts(pieceContracts(enabled));
  return {
    enabled,
    plugins: [
      [path.join(__dirname, 'layer-state.ts'), {pieces: enabled.map((piece) => piece.name)}],
      ...enabled.flatMap((piece) => (piece.plugin ? [piece.plugin] : [])),
    ],
    ssrTemplate: names.has('start-after-paint') ? ssrTemplate() : undefined,
  };
}
