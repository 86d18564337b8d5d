/**
 * What a build reads from the environment for search (../README.md, "Algolia DocSearch"): the embedded index by
 * default, Algolia DocSearch when all three credentials are set (ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME).
 */
import type {Locale} from '../../config/i18n';

export interface SearchSettings {
  provider: 'local' | 'algolia';
  appId: string;
  apiKey: string;
  indexName: string;
  /** Algolia Insights: only with Algolia, and only when asked for. */
  insights: boolean;
}

/** The script DocSearch 3.9.0 inserts when Insights is on (its ALGOLIA_INSIGHTS_SRC, search-insights 2.15.0). */
export const INSIGHTS_SCRIPT_URL = 'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';
/** Where search-insights sends its events (no region is configured). */
export const INSIGHTS_EVENTS_ORIGIN = 'https://insights.algolia.io';

/**
 * The application id the search theme is given with the embedded index, which it requires.
 * The theme preconnects every page to `https://<app id>-dsn.algolia.net`; with this id that
 * address ends its host at the "#", so it has none, and browsers neither look up nor
 * connect to any host: with the embedded index, readers' browsers never contact Algolia.
 * (Chromium looked up `local-dsn.algolia.net` on every page while the id was "LOCAL".)
 */
export const EMBEDDED_APP_ID = '#embedded-index';

/**
 * The hosts DocSearch's client (algoliasearch 5) sends the requests of application `appId` to:
 * its DSN and write hosts and the three fallbacks. The Content-Security-Policy allows exactly
 * these, not every Algolia application's (`*.algolia.net`).
 */
export function algoliaHosts(appId: string): string[] {
  const app = appId.toLowerCase();
  return [`https://${app}-dsn.algolia.net`, `https://${app}.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)];
}

function insightsSetting(value: string | undefined, provider: SearchSettings['provider']): boolean {
  const given = value?.trim().toLowerCase() ?? '';
  if (given === '' || given === 'false') return false;
  if (given !== 'true') throw new Error(`ALGOLIA_INSIGHTS must be "true" or "false", not "${value}".`);
  if (provider !== 'algolia')
    throw new Error('ALGOLIA_INSIGHTS=true needs Algolia search: set ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME.');
  return true;
}

/**
 * The search settings a build reads. All are public: the search-only key is in every page
 * (DocSearch sends it with each query), so in GitHub Actions they are repository variables.
 */
export const searchBuildVariables = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_INSIGHTS'] as const;
/** The key that may write the index (plugins/search/indexing/algolia.ts): only ever a secret, never in a build. */
export const searchSecretVariables = ['ALGOLIA_ADMIN_API_KEY'] as const;

/** Chooses the provider from the environment; a partial Algolia setup is an error, not a silent fallback. */
export function searchSettings(env: Record<string, string | undefined> = process.env): SearchSettings {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.ALGOLIA_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  const given = [appId, apiKey, indexName].filter(Boolean).length;
  if (given > 0 && given < 3 && env.ALGOLIA_ALLOW_INCOMPLETE !== 'true') {
    const missing = [!appId && 'ALGOLIA_APP_ID', !apiKey && 'ALGOLIA_API_KEY', !indexName && 'ALGOLIA_INDEX_NAME'].filter(Boolean);
    throw new Error(`Algolia search is partly configured: ${missing.join(', ')} missing. Set all three, or none for the embedded index.`);
  }
  const provider = given ? 'algolia' : 'local';
  const insights = insightsSetting(env.ALGOLIA_INSIGHTS, provider);
  // The theme requires these keys; with the local provider they are never sent anywhere.
  if (!given) return {provider, appId: EMBEDDED_APP_ID, apiKey: 'local', indexName: 'docs', insights};
  return {provider, appId, apiKey, indexName, insights};
}

/** themeConfig.algolia for @docusaurus/theme-search-algolia. */
export function algoliaThemeConfig({appId, apiKey, indexName, insights}: SearchSettings) {
  // Insights on, DocSearch loads a script from a CDN and sends events to Algolia: only when asked for.
  return {appId, apiKey, indexName, contextualSearch: true, searchPagePath: 'search', insights};
}

/**
 * The group (lvl0) a search hit shows for pages without an app, per language: release
 * notes, and docs outside an app's category (plugins/search/indexing/search-content.ts).
 */
export const searchGroupLabels: Record<Locale, {releaseNotes: string; documentation: string}> = {
  en: {releaseNotes: 'Release notes', documentation: 'Documentation'},
  de: {releaseNotes: 'Versionshinweise', documentation: 'Dokumentation'},
};
