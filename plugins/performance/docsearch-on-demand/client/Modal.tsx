/**
 * The search plugin's modal (plugins/search/client/docsearch/Modal.tsx) with the
 * theme's modal texts, which this piece's ../theme/SearchTranslations leaves out of
 * the code every page loads: they load with the modal.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
// The theme's own texts (@theme-init), not this piece's button-only ../theme/SearchTranslations.
import searchTranslations from '@theme-init/SearchTranslations';
import {DocSearchModal as SiteModal} from '@site/plugins/search/client/docsearch/Modal';

type Props = ComponentProps<typeof SiteModal>;

export function DocSearchModal(props: Props): ReactNode {
  return (
    <SiteModal
      {...props}
      // Texts from the theme config win, as in the theme; the theme no longer finds the placeholder either.
      translations={props.translations ?? searchTranslations.modal}
      placeholder={props.placeholder ?? searchTranslations.modal.searchBox.placeholderText}
    />
  );
}
