/**
 * DocSearch's modal with the site's search client and a "Let us know" link for
 * queries without results (./siteModalProps.ts). The search plugin points
 * `@docsearch/react/modal`, which theme-search-algolia's search bar imports when
 * a reader reaches for search, here (plugins/search/index.ts): the client and its
 * helpers load with the modal, not with every page, and the theme's search bar
 * stays as it is.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {DocSearchModal as Modal} from '@docsearch/react';
import {useSiteModalProps} from './siteModalProps';

type Props = ComponentProps<typeof Modal>;

export function DocSearchModal(props: Props): ReactNode {
  const {transformSearchClient, getMissingResultsUrl} = useSiteModalProps();
  return (
    <Modal
      {...props}
      getMissingResultsUrl={getMissingResultsUrl}
      transformSearchClient={transformSearchClient as unknown as Props['transformSearchClient']}
    />
  );
}
