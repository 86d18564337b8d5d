/**
 * What the /search page (src/theme/SearchPage) and its first-results script (./index.ts)
 * agree on. The script is built on its own (scripts/search/build-first-results.ts) next
 * to each language's index: <language root>/search-index/first-results.js.
 */
import type {Language} from '../embedded/engine';
import type {SearchResult} from '../types';
import type {ResultClasses} from './markup';

export const FIRST_RESULTS_FILE = 'first-results.js';

/** The element the script fills; the page renders it, empty, until its own results are there. */
export const PLACEHOLDER_ATTRIBUTE = 'data-search-first-results';

/** The placeholder's attribute value (JSON): what the script needs from the page. */
export interface PlaceholderData {
  classes: ResultClasses;
  /** The badge of example pages, in the page's language. */
  sampleLabel: string;
}

/** The Element Timing name of what the script paints: the app starts once it is on screen. */
export const PAINTED_TIMING = 'search-first-results';

/** The script's own attribute: the language of the index it reads (the folder it is in). */
export const LANGUAGE_ATTRIBUTE = 'data-language';

/** What the script asks its worker (./worker.ts). */
export interface WorkerRequest {
  /** The index's folder, absolute (e.g. "https://docs.example.com/de/search-index/"). */
  indexUrl: string;
  language: Language;
  query: string;
  origin: string;
  sampleLabel: string;
  /** The index file's bytes, fetched by the page (from its preload). */
  index: ArrayBuffer;
}

/**
 * What the worker answers: the page's first request (FIRST_HITS hits), then, when there
 * are more, its first page (PAGE_SIZE hits); or an error.
 */
export type WorkerAnswer = {first: SearchResult} | {page: SearchResult} | {error: string};

/** The first page of a query as the script got it, for the app to take over. */
export interface HandedOver {
  query: string;
  /** The page's first request (FIRST_HITS hits). */
  first: Promise<SearchResult>;
  /** Its first page (PAGE_SIZE hits), asked for only when `first` has more hits than it shows. */
  page: Promise<SearchResult>;
}

const HANDED_OVER = Symbol.for('site.search.firstResults');
const shared = globalThis as typeof globalThis & {[HANDED_OVER]?: HandedOver};

export function handOver(results: HandedOver): void {
  shared[HANDED_OVER] = results;
}

/**
 * The results the script got for `query`, once: the app then needs neither the engine
 * nor the index until the reader asks for more. Undefined for any other query.
 */
export function takeHandedOver(query: string): HandedOver | undefined {
  const results = shared[HANDED_OVER];
  delete shared[HANDED_OVER];
  return results?.query === query ? results : undefined;
}
