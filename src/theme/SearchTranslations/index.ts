/**
 * (CUSTOM) The search button's texts only. theme-search-algolia's SearchBar
 * takes the button's and the modal's texts from here, and every page loads
 * it; the modal's texts (about 50 strings) come with the modal that the
 * docsearch-on-demand piece of the performance layer loads on demand (it reads
 * the theme's original). With that piece off, this is the theme's original.
 * Same ids, messages and descriptions as the theme, so translations apply unchanged.
 */
import {translate} from '@docusaurus/Translate';
import type original from '@theme-original/SearchTranslations';

const label = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});

const buttonOnly = {button: {buttonText: label, buttonAriaLabel: label}};

// A build-time constant (plugins/performance/layer-state.ts): the bundler keeps one branch.
export default (process.env.PERFORMANCE_PIECE_DOCSEARCH_ON_DEMAND
  ? buttonOnly
  : (require('@theme-original/SearchTranslations') as {default: typeof original}).default) as typeof original;
