/**
 * (CUSTOM) The search button's texts only. theme-search-algolia's SearchBar
 * takes the button's and the modal's texts from here, and every page loads
 * it; the modal's texts (about 50 strings) now come with the modal
 * (src/search/docsearch/Modal.tsx reads the theme's original). Same ids,
 * messages and descriptions as the theme, so translations apply unchanged.
 */
import {translate} from '@docusaurus/Translate';

const label = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});

export default {button: {buttonText: label, buttonAriaLabel: label}};
