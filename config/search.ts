/**
 * Search: the DocSearch modal and the /search page, on the embedded index by
 * default, on Algolia DocSearch when all three credentials are set at build
 * time (ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME).
 */
export type SearchProvider = 'local' | 'algolia';

export interface SearchSettings {
  provider: SearchProvider;
  appId: string;
  apiKey: string;
  indexName: string;
}

/** Chooses the provider from the environment; a partial Algolia setup is an error, not a silent fallback. */
export function searchSettings(env: Record<string, string | undefined> = process.env): SearchSettings {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.ALGOLIA_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  const given = [appId, apiKey, indexName].filter(Boolean).length;
  if (given === 0) {
    // The theme requires these keys; with the local provider they are never sent anywhere.
    return {provider: 'local', appId: 'LOCAL', apiKey: 'local', indexName: 'docs'};
  }
  if (given < 3 && env.ALGOLIA_ALLOW_INCOMPLETE !== 'true') {
    const missing = [!appId && 'ALGOLIA_APP_ID', !apiKey && 'ALGOLIA_API_KEY', !indexName && 'ALGOLIA_INDEX_NAME'].filter(Boolean);
    throw new Error(`Algolia search is partly configured: ${missing.join(', ')} missing. Set all three, or none for the embedded index.`);
  }
  return {provider: 'algolia', appId, apiKey, indexName};
}

/** themeConfig.algolia for @docusaurus/theme-search-algolia. */
export function algoliaThemeConfig(settings: SearchSettings) {
  return {
    appId: settings.appId,
    apiKey: settings.apiKey,
    indexName: settings.indexName,
    contextualSearch: true,
    searchPagePath: 'search',
    // The insights plugin would load a script from a CDN; off unless Algolia is used.
    insights: settings.provider === 'algolia',
  };
}
