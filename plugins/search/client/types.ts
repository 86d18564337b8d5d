/**
 * The subset of the Algolia search API that DocSearch's modal and our /search
 * page use. Both providers (the embedded index and Algolia) answer in this shape.
 */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  /** e.g. ["hierarchy.lvl1:10", "content:10"]: number of words per snippet. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** 1 = at most one hit per page (the /search page); unset = sections too (the modal). */
  distinct?: number | boolean;
  [parameter: string]: unknown;
}

/** What DocSearch 3.9 and the /search page pass to `search()`. */
export type SearchArgs = {requests: SearchRequest[]};

/** DocSearch's hierarchy: lvl0 the group (the app), lvl1 the page title, lvl2–lvl6 its headings. */
export const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof levels)[number];
export type Hierarchy = Record<Level, string | null>;
export type HitType = Level | 'content';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/**
 * A hit as both providers hand it to DocSearch and the /search page.
 *
 * DocSearch 3.9 renders the page title, headings and content of a hit as
 * HTML: `_snippetResult.<attribute>.value`, or the raw attribute when there is
 * no snippet, which is always the case for recent and favourite searches
 * (they are stored without `_highlightResult` and `_snippetResult`). So:
 *
 * - HTML (escaped text; the only markup is the highlight tags and the sample
 *   badge): `hierarchy.lvl1`–`lvl6`, `content`, and every `_highlightResult`
 *   and `_snippetResult` value except lvl0's.
 * - Text: `hierarchy.lvl0` and `_highlightResult.hierarchy.lvl0.value`.
 *   DocSearch shows lvl0 only as text (group titles, "Try searching for"),
 *   where an entity would show as "&amp;".
 * - `url`: an absolute http(s) URL.
 */
export interface SearchHit {
  objectID: string;
  url: string;
  type: HitType;
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: {hierarchy: Record<keyof Hierarchy, HighlightValue>; content?: HighlightValue};
  _snippetResult: {content?: {value: string; matchLevel: 'none' | 'full'}; hierarchy?: Partial<Record<keyof Hierarchy, {value: string}>>};
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  queryID?: string;
}

export interface SearchClient {
  search(args: SearchArgs): Promise<{results: SearchResult[]}>;
}

/** DocSearch shows its "Unable to fetch results" screen only for errors of this name. */
export function retryError(message: string, cause?: unknown): Error {
  const error = new Error(message, {cause});
  error.name = 'RetryError';
  return error;
}
