import {useMemo} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {createAlgoliaClient} from './algolia';
import {createPagefindClient} from './pagefind/client';
import {loadPagefind} from './pagefind/load';
import {useSearchSettings} from './settings';
import type {SearchClient} from './types';

/**
 * The one search client of the site, shared by the DocSearch modal and the
 * /search page: the current locale's embedded index, or Algolia.
 */
export function useSearchClient(): SearchClient {
  const settings = useSearchSettings();
  const bundleUrl = useBaseUrl('/pagefind/pagefind.js');
  const fallbackLvl0 = translate({
    id: 'site.search.documentation',
    message: 'Documentation',
    description: 'Search hit group for pages outside an app',
  });
  const sampleLabel = translate({
    // The same label as the badge in lists (src/components/SampleMarker).
    id: 'site.sample.label',
    message: 'Example',
    description: 'The label next to an example release note or page in lists and feeds',
  });
  return useMemo(() => {
    if (settings.provider === 'algolia') {
      return createAlgoliaClient(settings.appId, settings.apiKey);
    }
    return createPagefindClient({
      load: () => loadPagefind(bundleUrl),
      origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
      fallbackLvl0,
      sampleLabel,
      indexName: settings.indexName,
    });
  }, [settings, bundleUrl, fallbackLvl0, sampleLabel]);
}
