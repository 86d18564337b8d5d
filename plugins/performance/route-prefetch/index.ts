/**
 * Cheaper link prefetching (./docusaurus.ts; ../README.md, `route-prefetch`). The module is imported by relative
 * path inside @docusaurus/core, so it is replaced after resolution rather than aliased.
 */
import path from 'node:path';
import type {Configuration} from 'webpack';
import type {Plugin} from '@docusaurus/types';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';

/** The file this plugin replaces, in any installation layout. */
export const replacedModule = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

/** Removes Docusaurus' ChunkAssetPlugin from a client configuration; throws if it is not there. */
export function withoutChunkAssetPlugin(config: Configuration): void {
  const plugins = config.plugins ?? [];
  const index = plugins.findIndex((p) => p instanceof ChunkAssetPlugin);
  if (index === -1) {
    throw new Error(
      'plugins/performance/route-prefetch: Docusaurus no longer adds its ChunkAssetPlugin to the client build; check what replaced it.',
    );
  }
  plugins.splice(index, 1);
}

export default function routePrefetch(): Plugin {
  return {
    name: 'route-prefetch',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      withoutChunkAssetPlugin(config as Configuration);
      const replacement = path.join(__dirname, 'docusaurus.ts');
      return {
        optimization: {chunkIds: 'named'},
        plugins: [new utils.currentBundler.instance.NormalModuleReplacementPlugin(replacedModule, replacement)],
      };
    },
  };
}
