/**
 * What the site hands DocSearch's modal: its search client (the embedded index
 * unless Algolia is configured; see ../) and a "Let us know" link for
 * queries without results. The modal (./Modal.tsx) calls this, so the client
 * and its helpers load with the modal, not with every page.
 *
 * Both providers' clients go through keepErrorScreen, without which DocSearch
 * 3.9.0 never shows its "Unable to fetch results" screen (see there); Algolia's
 * also through safeAlgoliaClient, which escapes its hits.
 */
import {useCallback} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Site} from '@site/config/site';
import {useSampleLabel, useSearchClient} from '../useSearchClient';
import {useSearchSettings} from '../settings';
import {keepErrorScreen} from '../keepErrorScreen';
import {safeAlgoliaClient} from '../algolia';
import {repairStoredSearches} from '../storage';
import type {SearchClient} from '../types';
import {missingResultsUrl} from '../missingResults';

type AlgoliaClient = SearchClient & {addAlgoliaAgent?: (segment: string, version?: string) => void};

export interface SiteModalProps {
  transformSearchClient: (docSearchClient: AlgoliaClient) => SearchClient;
  getMissingResultsUrl: (params: {query: string}) => string;
}

export function useSiteModalProps(): SiteModalProps {
  const settings = useSearchSettings();
  const client = useSearchClient();
  const sampleLabel = useSampleLabel();
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const operator = siteConfig.customFields?.operator as Site['operator'];
  const transformSearchClient = useCallback(
    (docSearchClient: AlgoliaClient) => {
      // DocSearch asks for its client as the modal mounts, just before it reads the stored searches.
      repairStoredSearches(settings.indexName);
      if (settings.provider === 'local') return keepErrorScreen(client);
      // What the theme's own transform does, which this one replaces.
      docSearchClient.addAlgoliaAgent?.('docusaurus', siteMetadata.docusaurusVersion);
      return keepErrorScreen(safeAlgoliaClient(docSearchClient, sampleLabel));
    },
    [client, sampleLabel, settings.indexName, settings.provider, siteMetadata.docusaurusVersion],
  );
  const getMissingResultsUrl = useCallback(({query}: {query: string}) => missingResultsUrl(operator.email, query), [operator.email]);
  return {transformSearchClient, getMissingResultsUrl};
}
