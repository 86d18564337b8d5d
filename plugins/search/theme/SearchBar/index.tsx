/**
 * Wraps theme-search-algolia's SearchBar (@theme-init: the theme that first
 * provided it). The DocSearch modal stays as it is; it gets the site's search
 * client and a "Let us know" link for queries without results, as props, the
 * theme's intended way (../../client/docsearch/siteModalProps.ts). The
 * docsearch-on-demand piece of the performance layer provides its own SearchBar,
 * whose modal brings these props with it.
 *
 * DocSearch is pinned to v3 (package.json): SPEC's limits are v3's (64
 * characters of input, 10-word snippets and 5 on small screens, 7 recent or
 * 4 with favourites, 10 favourites), and 4.x cannot keep its error screen
 * (../../README.md).
 */
import React, {type ReactNode} from 'react';
import SearchBar from '@theme-init/SearchBar';
import SearchBarAttributes from '../../client/SearchBarAttributes';
import {useSiteModalProps} from '../../client/docsearch/siteModalProps';

type Props = Record<string, unknown>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const modalProps = useSiteModalProps();
  const Original = SearchBar as unknown as (p: Props) => ReactNode;
  return (
    <>
      <SearchBarAttributes />
      <Original {...props} {...modalProps} />
    </>
  );
}
