/**
 * Which pieces of the performance layer a build uses (README.md in this folder, "The switch"). Any other value,
 * or an unknown piece name, stops the build: a typo must not silently measure or ship the wrong site.
 */
import {pieces} from './pieces';

/** Every piece, in the order the README describes them. */
export const pieceNames = pieces.map((piece) => piece.name);
export type PieceName = (typeof pieceNames)[number];

/** The environment variables of the switch, named once for messages and scripts. */
export const LAYER_SWITCH = 'PERFORMANCE_LAYER';
export const SKIP_SWITCH = 'PERFORMANCE_LAYER_SKIP';

export function enabledPieces(env: NodeJS.ProcessEnv = process.env): Set<PieceName> {
  const layer = env[LAYER_SWITCH]?.trim() ?? '';
  if (layer !== '' && layer !== 'on' && layer !== 'off') {
    throw new Error(`${LAYER_SWITCH}="${layer}": expected "on" or "off" (plugins/performance/README.md).`);
  }
  if (layer === 'off') return new Set();
  const skipped = (env[SKIP_SWITCH] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = skipped.filter((name) => !(pieceNames as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(`${SKIP_SWITCH}: unknown piece ${unknown.map((n) => `"${n}"`).join(', ')}; the pieces are ${pieceNames.join(', ')}.`);
  }
  return new Set(pieceNames.filter((name) => !skipped.includes(name)));
}
