import {retryError, requestsOf, type SearchArgs, type SearchClient, type SearchRequest, type SearchResult} from '../types';
import {pageToHits, type PagefindPageData} from './toHits';
import type {PagefindApi} from './load';
import {capQuery} from '../query';

/** Pages whose data the modal loads per query; each is one small fragment file. */
const MODAL_PAGES = 8;
/** Section hits per page in the modal. */
const SECTIONS_PER_PAGE = 3;

export interface PagefindClientOptions {
  /** Resolves the Pagefind API of the current locale's bundle. */
  load: () => Promise<PagefindApi>;
  /** Absolute origin for hit URLs (DocSearch expects absolute URLs). */
  origin: string;
  /** lvl0 for pages without an app, e.g. "Documentation". */
  fallbackLvl0: string;
  /** The badge text for hits from sample pages, e.g. "Example". */
  sampleLabel: string;
  indexName: string;
}

/** Words per snippet from `attributesToSnippet` ("content:10"); DocSearch asks 5 on small screens. */
export function snippetWords(request: SearchRequest): number {
  const entry = (request.attributesToSnippet ?? []).find((a) => a.startsWith('content:'));
  const words = Number(entry?.split(':')[1]);
  return Number.isInteger(words) && words > 0 ? Math.min(words, 50) : 10;
}

function emptyResult(request: SearchRequest, indexName: string, query: string): SearchResult {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage ?? 20,
    query,
    params: '',
    index: request.indexName ?? indexName,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  };
}

/**
 * A search client over the embedded Pagefind index with the Algolia client's
 * `search()` contract, so DocSearch's modal and the /search page use it as
 * they would use Algolia. It never throws for a query, only (as RetryError)
 * when the index cannot be loaded.
 */
export function createPagefindClient(options: PagefindClientOptions): SearchClient {
  async function searchOne(request: SearchRequest): Promise<SearchResult> {
    const started = Date.now();
    const query = capQuery(String(request.query ?? '')).trim();
    const result = emptyResult(request, options.indexName, query);
    if (!query) return result;
    let api: PagefindApi;
    try {
      api = await options.load();
    } catch (error) {
      throw retryError('The search index could not be loaded.', error);
    }
    const words = snippetWords(request);
    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    let found;
    try {
      await api.options({excerptLength: words});
      found = await api.search(query);
    } catch (error) {
      throw retryError('The search index could not be read.', error);
    }
    const pages = found?.results ?? [];
    const hitsPerPage = Math.max(1, Math.min(request.hitsPerPage ?? 20, 100));
    const distinct = Boolean(request.distinct);
    const pageNumber = distinct ? Math.max(0, Math.floor(request.page ?? 0)) : 0;
    const slice = distinct ? pages.slice(pageNumber * hitsPerPage, (pageNumber + 1) * hitsPerPage) : pages.slice(0, MODAL_PAGES);
    const data = (await Promise.all(slice.map((p) => p.data()))) as PagefindPageData[];
    const hits = data.flatMap((page) =>
      pageToHits({
        page,
        query,
        origin: options.origin,
        maxSections: distinct ? 1 : SECTIONS_PER_PAGE,
        snippetWords: words,
        fallbackLvl0: options.fallbackLvl0,
        sampleLabel: options.sampleLabel,
        pre,
        post,
      }),
    );
    return {
      ...result,
      hits: hits.slice(0, hitsPerPage),
      nbHits: pages.length,
      page: pageNumber,
      nbPages: Math.ceil(pages.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
    };
  }

  return {
    async search(args: SearchArgs) {
      return {results: await Promise.all(requestsOf(args).map(searchOne))};
    },
  };
}
