/**
 * (CUSTOM) Wrapper around theme-search-algolia's SearchBar. The DocSearch
 * modal stays as it is; it gets the site's search client and a "Let us know"
 * link for queries without results (src/search/docsearch/siteModalProps.ts):
 * from the modal the docsearch-on-demand piece of the performance layer loads
 * with it, or, with that piece off, from here as props, the theme's intended
 * way. With the embedded index, the footer's "Search by Algolia" logo is
 * hidden (custom.css, keyed on the data-search-provider attribute set here).
 *
 * DocSearch is pinned to v3 (package.json): SPEC's limits are v3's (64
 * characters of input, 10-word snippets and 5 on small screens, 7 recent or
 * 4 with favourites, 10 favourites), and 4.x cannot keep its error screen
 * (src/search/README.md).
 */
import React, {type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import Head from '@docusaurus/Head';
import {useSearchSettings} from '@site/src/search/settings';
import '@site/src/search/sampleMarker.css';
import type {SiteModalProps} from '@site/src/search/docsearch/siteModalProps';

/**
 * The modal's props when this wrapper must hand them over. A build-time constant
 * (plugins/performance/layer-state.ts): with the piece on, the bundler drops the
 * require, and the search client stays out of the bundle every page loads.
 */
const useModalProps: () => Partial<SiteModalProps> = process.env.PERFORMANCE_PIECE_DOCSEARCH_ON_DEMAND
  ? () => ({})
  : (require('@site/src/search/docsearch/siteModalProps') as typeof import('@site/src/search/docsearch/siteModalProps')).useSiteModalProps;

type Props = Record<string, unknown>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const settings = useSearchSettings();
  const modalProps = useModalProps();
  const Original = SearchBar as unknown as (p: Props) => ReactNode;
  return (
    <>
      <Head>
        <html data-search-provider={settings.provider} />
      </Head>
      <Original {...props} {...modalProps} />
    </>
  );
}
