import {useMemo} from 'react';
import {mergeFacetFilters, useAlgoliaContextualFacetFilters, useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import type {FacetFilters} from 'algoliasearch/lite';

/**
 * The facet filters the modal sends (theme-search-algolia's SearchBar): with
 * contextual search, the page's language and docs version tags merged with any
 * configured filters; otherwise the configured ones. The /search page sends
 * them too, so /search and /de/search list only hits of their language.
 * Stable while the filters stay the same, for use as an effect dependency.
 */
export function useSearchFacetFilters(): FacetFilters {
  const {algolia} = useAlgoliaThemeConfig();
  const contextual = useAlgoliaContextualFacetFilters();
  const configured = algolia.searchParameters?.facetFilters ?? [];
  const filters = algolia.contextualSearch ? mergeFacetFilters(contextual, configured) : configured;
  const key = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the filters' value
  return useMemo(() => filters, [key]);
}
