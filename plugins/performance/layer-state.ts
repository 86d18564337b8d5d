/**
 * Always on, whatever the switch says:
 * - keys the bundler's persistent cache on the enabled pieces. Docusaurus keys
 *   that cache on its version, theme aliases and the config file, not on which
 *   plugins are configured; without this, a build with PERFORMANCE_LAYER=off
 *   after a normal one reused the modules the pieces had rewritten;
 * - tells the site's own code which pieces are on, as build-time constants
 *   `process.env.PERFORMANCE_PIECE_<NAME>` (true or false), so a component can
 *   do itself what a piece does not do when it is off (e.g. the search bar);
 * - records the pieces in the build (performance-layer.json in each locale's
 *   folder), so that tests of a piece's effects know whether the build under
 *   test has it, whatever the environment of the test run says (tests/layer.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {pieceNames} from './switch';

/** The file in the build that names its pieces. */
export const LAYER_RECORD = 'performance-layer.json';

type CacheConfig = {version?: string};

/** The constant's name for a piece: docsearch-on-demand -> process.env.PERFORMANCE_PIECE_DOCSEARCH_ON_DEMAND. */
export const pieceConstant = (piece: string) => `process.env.PERFORMANCE_PIECE_${piece.toUpperCase().replace(/-/g, '_')}`;

export default function layerState(_context: unknown, {pieces}: {pieces: string[]}): Plugin {
  const key = `layer-${pieces.length ? pieces.join('+') : 'off'}`;
  return {
    name: 'performance-layer-state',
    configureWebpack(config, _isServer, utils) {
      const {cache, experiments} = config as {cache?: CacheConfig | boolean; experiments?: {cache?: CacheConfig | boolean}};
      // Rspack: experiments.cache; webpack: cache (DOCS_WITHOUT_FASTER=true).
      for (const settings of [experiments?.cache, cache]) {
        if (settings && typeof settings === 'object') settings.version = `${settings.version ?? ''}-${key}`;
      }
      const constants = Object.fromEntries(pieceNames.map((piece) => [pieceConstant(piece), JSON.stringify(pieces.includes(piece))]));
      return {plugins: [new utils.currentBundler.instance.DefinePlugin(constants)]};
    },
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, LAYER_RECORD), `${JSON.stringify({pieces})}\n`);
    },
  };
}
