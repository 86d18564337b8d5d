/**
 * Keeps builds with different pieces from sharing the bundler's persistent
 * cache. Docusaurus keys that cache on its version, theme aliases and the
 * config file, not on which plugins are configured; without this, a build
 * with PERFORMANCE_LAYER=off after a normal one reused the modules the
 * pieces had rewritten. Always on, whatever the switch says.
 */
import type {Plugin} from '@docusaurus/types';

type CacheConfig = {version?: string};

export default function cacheVersion(_context: unknown, {pieces}: {pieces: string[]}): Plugin {
  const key = `layer-${pieces.length ? pieces.join('+') : 'off'}`;
  return {
    name: 'performance-layer-cache-version',
    configureWebpack(config) {
      const {cache, experiments} = config as {cache?: CacheConfig | boolean; experiments?: {cache?: CacheConfig | boolean}};
      // Rspack: experiments.cache; webpack: cache (DOCS_WITHOUT_FASTER=true).
      for (const settings of [experiments?.cache, cache]) {
        if (settings && typeof settings === 'object') settings.version = `${settings.version ?? ''}-${key}`;
      }
      return {};
    },
  };
}
