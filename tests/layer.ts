/**
 * Which pieces of the performance layer the build under test has, read from
 * the build itself (plugins/performance/layer-state.ts records them), not from
 * the environment of the test run: a build made with PERFORMANCE_LAYER=off is
 * tested as such even when the tests run without it. Tests of a piece's own
 * effects skip, with the reason, when the build has not got the piece; every
 * other test runs with the layer on and off alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LAYER_RECORD} from '../plugins/performance/layer-state';
import {LAYER_SWITCH, pieceNames, type PieceName} from '../plugins/performance/switch';

const cache = new Map<string, ReadonlySet<string>>();

/** The pieces the build in buildDir was made with; a build without the record fails, naming the file. */
export function builtPieces(buildDir: string): ReadonlySet<string> {
  const file = path.join(buildDir, LAYER_RECORD);
  let pieces = cache.get(file);
  if (!pieces) {
    if (!fs.existsSync(file))
      throw new Error(`${file} is missing: build the site again (npm run build), it records the pieces of the performance layer there.`);
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as {pieces?: unknown};
    if (!Array.isArray(record.pieces) || record.pieces.some((p) => !(pieceNames as readonly unknown[]).includes(p))) {
      throw new Error(`${file}: expected {"pieces": [...]} naming pieces of plugins/performance/switch.ts, got ${JSON.stringify(record)}`);
    }
    pieces = new Set(record.pieces as string[]);
    cache.set(file, pieces);
  }
  return pieces;
}

/**
 * Why a test of the effect of these pieces does not apply to the build in
 * buildDir, or false when the build has them all: `{skip: withoutPiece(...)}`
 * for node:test, skipWithoutPiece in tests/e2e/helpers.ts for Playwright.
 */
export function withoutPiece(pieces: PieceName | readonly PieceName[], buildDir: string): string | false {
  const built = builtPieces(buildDir);
  const missing = [pieces].flat().filter((piece) => !built.has(piece));
  if (!missing.length) return false;
  const how = built.size === 0 ? `${LAYER_SWITCH}=off` : 'switched off';
  return `tests an effect of the performance layer's ${missing.join(', ')}, which ${path.basename(buildDir)}/ was built without (${how})`;
}
