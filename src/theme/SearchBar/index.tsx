/**
 * (CUSTOM) Wrapper around theme-search-algolia's SearchBar. The DocSearch
 * modal stays as it is; src/search/docsearch/Modal.tsx, which loads with it,
 * hands it the site's search client and a "Let us know" link for queries
 * without results. With the embedded index, the footer's "Search by Algolia"
 * logo is hidden (custom.css, keyed on the data-search-provider attribute set
 * here).
 *
 * DocSearch is pinned to v3 (package.json): SPEC's limits are v3's (64
 * characters of input, 10-word snippets and 5 on small screens, 7 recent or
 * 4 with favourites, 10 favourites).
 */
import React, {type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import Head from '@docusaurus/Head';
import {useSearchSettings} from '@site/src/search/settings';
import '@site/src/search/sampleMarker.css';

type Props = Record<string, unknown>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const settings = useSearchSettings();
  const Original = SearchBar as unknown as (p: Props) => ReactNode;
  return (
    <>
      <Head>
        <html data-search-provider={settings.provider} />
      </Head>
      <Original {...props} />
    </>
  );
}
