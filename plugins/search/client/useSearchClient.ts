import {useMemo} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {Site} from '@site/config/site';
import type {SearchSettings} from '../settings';
import {createAlgoliaClient} from './algolia';
import {createWorkerClient} from './embedded/inWorker';
import type {Language} from './embedded/engineTypes';
import type {SearchClient} from './types';

/** The search settings chosen at build time (../settings.ts), as the plugin hands them to the pages. */
export function useSearchSettings(): SearchSettings {
  return (usePluginData('search') as {settings: SearchSettings}).settings;
}

/** Where "Let us know." leads for a query without results, in the modal and on /search: an e-mail to the site's contact. */
export function useMissingResultsUrl(): (query: string) => string {
  const {email} = useDocusaurusContext().siteConfig.customFields?.operator as Site['operator'];
  return (query) => `mailto:${email}?subject=${encodeURIComponent(`Search without results: ${query}`)}`;
}

/** The badge of hits from example pages, in the page's language. */
export function useSampleLabel(): string {
  return translate({
    // The same label as the badge in lists (src/components/SampleMarker).
    id: 'site.sample.label',
    message: 'Example',
    description: 'The label next to an example release note or page in lists and feeds',
  });
}

/**
 * The one search client of the site, shared by the DocSearch modal and the
 * /search page: the current locale's embedded index (in a worker), or Algolia.
 */
export function useSearchClient(): SearchClient {
  const settings = useSearchSettings();
  const indexDir = useBaseUrl('/search-index/');
  // A locale of config/i18n.ts: the search plugin stops the build otherwise.
  const language = useDocusaurusContext().i18n.currentLocale as Language;
  const sampleLabel = useSampleLabel();
  return useMemo(() => {
    if (settings.provider === 'algolia') return createAlgoliaClient(settings.appId, settings.apiKey, sampleLabel);
    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    return createWorkerClient({language, indexDir, origin, sampleLabel, indexName: settings.indexName});
  }, [settings, indexDir, language, sampleLabel]);
}
