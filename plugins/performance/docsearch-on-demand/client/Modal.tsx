/**
 * DocSearch's modal as the site hands it over (plugins/search/client/docsearch/siteModalProps.ts).
 * This piece points `@docsearch/react/modal`, which theme-search-algolia
 * imports when a reader reaches for search, here: the search client, its
 * helpers and the modal's texts load with the modal, not with every page.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {DocSearchModal as Modal} from '@docsearch/react';
// The theme's own texts (@theme-init), not this piece's button-only ../theme/SearchTranslations.
import searchTranslations from '@theme-init/SearchTranslations';
import {useSiteModalProps} from '@site/plugins/search/client/docsearch/siteModalProps';

type Props = ComponentProps<typeof Modal>;

export function DocSearchModal(props: Props): ReactNode {
  const {transformSearchClient, getMissingResultsUrl} = useSiteModalProps();
  return (
    <Modal
      {...props}
      // Texts from the theme config win, as in the theme; ../theme/SearchTranslations leaves the modal's out,
      // so the theme no longer finds the placeholder there either.
      translations={props.translations ?? searchTranslations.modal}
      placeholder={props.placeholder ?? searchTranslations.modal.searchBox.placeholderText}
      getMissingResultsUrl={getMissingResultsUrl}
      transformSearchClient={transformSearchClient as unknown as Props['transformSearchClient']}
    />
  );
}
