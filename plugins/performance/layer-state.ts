/**
 * Always on, whatever the switch says:
 * - keys the bundler's persistent cache on the enabled pieces. Docusaurus keys
 *   that cache on its version, theme aliases and the config file, not on which
 *   plugins are configured; without this, a build with PERFORMANCE_LAYER=off
 *   after a normal one reused the modules the pieces had rewritten;
 * - records the pieces in the build (performance-layer.json in each locale's
 *   folder), so that tests of a piece's effects know whether the build under
 *   test has it, whatever the environment of the test run says (tests/layer.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The file in the build that names its pieces. */
export const LAYER_RECORD = 'performance-layer.json';

type CacheConfig = {version?: string};

export default function layerState(_context: unknown, {pieces}: {pieces: string[]}): Plugin {
  const key = `layer-${pieces.length ? pieces.join('+') : 'off'}`;
  return {
    name: 'performance-layer-state',
    // Site code never learns which pieces are on: a piece that changes a component provides it in its own theme/ folder.
    configureWebpack(config) {
      const {cache, experiments} = config as {cache?: CacheConfig | boolean; experiments?: {cache?: CacheConfig | boolean}};
      // Rspack: experiments.cache; webpack: cache (DOCS_WITHOUT_FASTER=true).
      for (const settings of [experiments?.cache, cache]) {
        if (settings && typeof settings === 'object') settings.version = `${settings.version ?? ''}-${key}`;
      }
      return undefined;
    },
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, LAYER_RECORD), `${JSON.stringify({pieces})}\n`);
    },
  };
}
