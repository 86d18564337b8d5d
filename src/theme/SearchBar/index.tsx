/**
 * (CUSTOM) Wrapper around theme-search-algolia's SearchBar. The DocSearch
 * modal stays as it is; we hand it the site's search client (the embedded
 * index unless Algolia is configured; see src/search/) and a "Let us know"
 * link for queries without results. Props given here override the theme
 * config, which is the theme's intended way to customise the modal.
 *
 * DocSearch is pinned to v3 (package.json): SPEC's limits are v3's (64
 * characters of input, 10-word snippets and 5 on small screens, 7 recent or
 * 4 with favourites, 10 favourites).
 *
 * Both providers' clients go through keepErrorScreen, without which DocSearch
 * 3.9.0 never shows its "Unable to fetch results" screen (see there); Algolia's
 * also through safeAlgoliaClient, which escapes its hits. With the
 * embedded index, the footer's "Search by Algolia" logo is hidden (custom.css,
 * keyed on the data-search-provider attribute set here).
 */
import React, {useCallback, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Site} from '@site/config/site';
import {useSearchClient, useSearchSettings} from '@site/src/search/useSearchClient';
import {keepErrorScreen} from '@site/src/search/keepErrorScreen';
import {safeAlgoliaClient} from '@site/src/search/algolia';
import {repairStoredSearches} from '@site/src/search/storage';
import '@site/src/search/sampleMarker.css';
import type {SearchClient} from '@site/src/search/types';

type Props = Record<string, unknown>;
type AlgoliaClient = SearchClient & {addAlgoliaAgent?: (segment: string, version?: string) => void};

export default function SearchBarWrapper(props: Props): ReactNode {
  const settings = useSearchSettings();
  const client = useSearchClient();
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const operator = siteConfig.customFields?.operator as Site['operator'];
  const transformSearchClient = useCallback(
    (docSearchClient: AlgoliaClient) => {
      // DocSearch asks for its client as the modal mounts, just before it reads the stored searches.
      repairStoredSearches(settings.indexName);
      if (settings.provider === 'local') return keepErrorScreen(client);
      // What the theme's own transform does, which this prop replaces.
      docSearchClient.addAlgoliaAgent?.('docusaurus', siteMetadata.docusaurusVersion);
      return keepErrorScreen(safeAlgoliaClient(docSearchClient));
    },
    [client, settings.indexName, settings.provider, siteMetadata.docusaurusVersion],
  );
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => `mailto:${operator.email}?subject=${encodeURIComponent(`Search without results: ${query}`)}`,
    [operator.email],
  );
  const Original = SearchBar as unknown as (p: Props) => ReactNode;
  return (
    <>
      <Head>
        <html data-search-provider={settings.provider} />
      </Head>
      <Original {...props} getMissingResultsUrl={getMissingResultsUrl} transformSearchClient={transformSearchClient} />
    </>
  );
}
