/**
 * DocSearch's modal with the site's search client and a "Let us know" link for queries without results
 * (../../README.md): the client and its helpers load with the modal, not with every page. Both providers' clients
 * go through keepErrorScreen, without which DocSearch 3.9.0 never shows its "Unable to fetch results" screen (see
 * there); Algolia's also through safeAlgoliaClient, which escapes its hits.
 */
import React, {useCallback, type ComponentProps, type ReactNode} from 'react';
import {DocSearchModal as Modal} from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useMissingResultsUrl, useSampleLabel, useSearchClient, useSearchSettings} from '../useSearchClient';
import {keepErrorScreen} from '../keepErrorScreen';
import {safeAlgoliaClient} from '../algolia';
import {repairStoredSearches} from '../storage';
import type {SearchClient} from '../types';

type Props = ComponentProps<typeof Modal>;
type AlgoliaClient = SearchClient & {addAlgoliaAgent?: (segment: string, version?: string) => void};

export function DocSearchModal(props: Props): ReactNode {
  const settings = useSearchSettings();
  const client = useSearchClient();
  const sampleLabel = useSampleLabel();
  const {siteMetadata} = useDocusaurusContext();
  const missingResultsUrl = useMissingResultsUrl();
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
      getMissingResultsUrl={({query}) => missingResultsUrl(query)}
      transformSearchClient={transformSearchClient as unknown as Props['transformSearchClient']}
    />
  );
}
