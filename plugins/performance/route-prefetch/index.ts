/**
 * Cheaper link prefetching (see docusaurus.ts).
 *
 * Swaps Docusaurus' client module that prefetches and preloads routes for
 * ./docusaurus.ts. The module is imported by relative path inside
 * @docusaurus/core, so it is replaced after resolution rather than aliased.
 *
 * Named chunks also keep their names as ids. The bundler's runtime then needs
 * no id -> name table, and Docusaurus' ChunkAssetPlugin, which adds a
 * name -> id table for the module replaced here, can go: two tables with an
 * entry per chunk (about 600 per language) that every page downloaded.
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
