/**
 * The search button's texts only. theme-search-algolia's SearchBar takes the
 * button's and the modal's texts from here, and every page loads it; with this
 * piece, the modal's texts (about 50 strings) come with the modal it loads on
 * demand (../../client/Modal.tsx reads the theme's original). Same ids, messages
 * and descriptions as the theme, so translations apply unchanged.
 */
import {translate} from '@docusaurus/Translate';
import type original from '@theme-init/SearchTranslations';

const label = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});

export default {button: {buttonText: label, buttonAriaLabel: label}} as typeof original;
