/**
 * The /search page's requests, shared by the page (src/theme/SearchPage) and the script
 * that paints its first results before the app (./firstResults), so both show the same hits.
 */
import type {SearchRequest} from './types';

/** Results per page of /search. */
export const PAGE_SIZE = 15;
/** Hits shown first on the embedded index while the rest of the first page loads. */
export const FIRST_HITS = 5;

export function searchPageRequest(args: {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters?: SearchRequest['facetFilters'];
}): SearchRequest {
  return {
    ...args,
    distinct: 1,
    attributesToSnippet: ['content:30'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}
