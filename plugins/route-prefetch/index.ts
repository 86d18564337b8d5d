/**
 * Cheaper link prefetching (see docusaurus.ts).
 *
 * Swaps Docusaurus' client module that prefetches and preloads routes for
 * ./docusaurus.ts. The module is imported by relative path inside
 * @docusaurus/core, so it is replaced after resolution rather than aliased.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The file this plugin replaces, in any installation layout. */
export const replacedModule = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export default function routePrefetch(): Plugin {
  return {
    name: 'route-prefetch',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const replacement = path.join(__dirname, 'docusaurus.ts');
      return {
        plugins: [new utils.currentBundler.instance.NormalModuleReplacementPlugin(replacedModule, replacement)],
      };
    },
  };
}
