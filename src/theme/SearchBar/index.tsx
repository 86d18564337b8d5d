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
 */
import React, {useCallback, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Site} from '@site/config/site';
import {useSearchClient, useSearchSettings} from '@site/src/search/useSearchClient';

type Props = Record<string, unknown>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const settings = useSearchSettings();
  const client = useSearchClient();
  const operator = useDocusaurusContext().siteConfig.customFields?.operator as Site['operator'];
  const transformSearchClient = useCallback(() => client, [client]);
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => `mailto:${operator.email}?subject=${encodeURIComponent(`Search without results: ${query}`)}`,
    [operator.email],
  );
  const Original = SearchBar as unknown as (p: Props) => ReactNode;
  return (
    <Original {...props} getMissingResultsUrl={getMissingResultsUrl} {...(settings.provider === 'local' && {transformSearchClient})} />
  );
}
