/**
 * DocSearch's modal as the site hands it over: with the site's search client
 * (the embedded index unless Algolia is configured; see src/search/) and a
 * "Let us know" link for queries without results. plugins/docsearch-on-demand
 * points `@docsearch/react/modal`, which theme-search-algolia imports when a
 * reader reaches for search, here: the client, its helpers and the modal's
 * texts load with the modal, not with every page.
 *
 * Both providers' clients go through keepErrorScreen, without which DocSearch
 * 3.9.0 never shows its "Unable to fetch results" screen (see there); Algolia's
 * also through safeAlgoliaClient, which escapes its hits.
 */
import React, {useCallback, type ComponentProps, type ReactNode} from 'react';
import {DocSearchModal as Modal} from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import searchTranslations from '@theme-original/SearchTranslations';
import type {Site} from '@site/config/site';
import {useSearchClient} from '../useSearchClient';
import {useSearchSettings} from '../settings';
import {keepErrorScreen} from '../keepErrorScreen';
import {safeAlgoliaClient} from '../algolia';
import {repairStoredSearches} from '../storage';
import type {SearchClient} from '../types';

type Props = ComponentProps<typeof Modal>;
type AlgoliaClient = SearchClient & {addAlgoliaAgent?: (segment: string, version?: string) => void};

export function DocSearchModal(props: Props): ReactNode {
  const settings = useSearchSettings();
  const client = useSearchClient();
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const operator = siteConfig.customFields?.operator as Site['operator'];
  const transformSearchClient = useCallback(
    (docSearchClient: AlgoliaClient) => {
      // DocSearch asks for its client as the modal mounts, just before it reads the stored searches.
      repairStoredSearches(settings.indexName);
      if (settings.provider === 'local') return keepErrorScreen(client);
      // What the theme's own transform does, which this one replaces.
      docSearchClient.addAlgoliaAgent?.('docusaurus', siteMetadata.docusaurusVersion);
      return keepErrorScreen(safeAlgoliaClient(docSearchClient));
    },
    [client, settings.indexName, settings.provider, siteMetadata.docusaurusVersion],
  );
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => `mailto:${operator.email}?subject=${encodeURIComponent(`Search without results: ${query}`)}`,
    [operator.email],
  );
  return (
    <Modal
      {...props}
      // Texts from the theme config win, as in the theme; src/theme/SearchTranslations leaves the modal's out,
      // so the theme no longer finds the placeholder there either.
      translations={props.translations ?? searchTranslations.modal}
      placeholder={props.placeholder ?? searchTranslations.modal.searchBox.placeholderText}
      getMissingResultsUrl={getMissingResultsUrl}
      transformSearchClient={transformSearchClient as unknown as Props['transformSearchClient']}
    />
  );
}
