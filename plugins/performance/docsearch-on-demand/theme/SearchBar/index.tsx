/**
 * The search bar with this piece: theme-search-algolia's SearchBar (@theme-init)
 * without the modal's props, which ../../client/Modal.tsx brings with the modal,
 * so that the site's search client stays out of the code every page loads.
 * Replaces the search plugin's wrapper (plugins/search/theme/SearchBar), which
 * hands the props over itself; what both render besides the button comes from
 * the search plugin's public module.
 */
import React, {type ReactNode} from 'react';
import SearchBar from '@theme-init/SearchBar';
import SearchBarAttributes from '@site/plugins/search/client/SearchBarAttributes';

type Props = Record<string, unknown>;

export default function SearchBarWithModalOnDemand(props: Props): ReactNode {
  return (
    <>
      <SearchBarAttributes />
      <SearchBar {...props} />
    </>
  );
}
