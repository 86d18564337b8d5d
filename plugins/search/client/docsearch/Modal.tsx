/**
 * DocSearch's modal with the site's search client and a "Let us know" link for
 * queries without results. The search plugin points `@docsearch/react/modal`, which
 * theme-search-algolia's search bar imports when a reader reaches for search, here
 * (plugins/search/index.ts): the client and its helpers load with the modal, not with
 * every page, and the theme's search bar stays as it is.
 *
 * Both providers' clients go through keepErrorScreen, without which DocSearch
 * 3.9.0 never shows its "Unable to fetch results" screen (see there); Algolia's
 * also through safeAlgoliaClient, which escapes its hits.
 */
import React, {useCallback, type ComponentProps, type ReactNode} from 'react';
import {DocSearchModal as Modal} from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Site} from '@site/config/site';
import {useSampleLabel, useSearchClient} from '../useSearchClient';
import {useSearchSettings} from '../settings';
import {keepErrorScreen} from '../keepErrorScreen';
import {safeAlgoliaClient} from '../algolia';
import {repairStoredSearches} from '../storage';
import type {SearchClient} from '../types';
import {missingResultsUrl} from '../missingResults';

type Props = ComponentProps<typeof Modal>;
type AlgoliaClient = SearchClient & {addAlgoliaAgent?: (segment: string, version?: string) => void};

export function DocSearchModal(props: Props): ReactNode {
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
  return (
    <Modal
      {...props}
      getMissingResultsUrl={({query}) => missingResultsUrl(operator.email, query)}
      transformSearchClient={transformSearchClient as unknown as Props['transformSearchClient']}
    />
  );
}
