/**
 * What the /search page (src/theme/SearchPage), its inline start script (./bootstrap.ts),
 * its first-results script (./index.ts) and the build agree on. The script is built on its
 * own (scripts/search/build-first-results.ts) next to each language's index:
 * <language root>/search-index/first-results.js; the build writes the start script into the
 * page and the answers of one-word queries next to the index (scripts/search/first-answers.ts).
 */
import type {Language} from '../embedded/engine';
import {capQuery} from '../query';
import type {SearchResult} from '../types';
import type {ResultClasses} from './markup';
import {settleable, type Settleable} from './settleable';

export const FIRST_RESULTS_FILE = 'first-results.js';

/** The folder, next to the index, of the answers the build wrote for one-word queries. */
export const ANSWERS_DIR = 'answers';

/**
 * How many files a language's answers are spread over, by a hash of their word. Every file
 * exists, so a word without an answer (a misspelling) costs no failed request; each holds
 * the answers of a few words, a kilobyte or two gzipped.
 */
export const ANSWER_FILES = 1024;

/** The name of answer file number `n` (0 … ANSWER_FILES − 1) in ANSWERS_DIR. */
export function answerFileName(n: number): string {
  return `${n.toString(16)}.json`;
}

/** The file of a word's answer: by FNV-1a of its UTF-16 code units. */
export function answerFile(word: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    hash ^= word.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return answerFileName((hash >>> 0) % ANSWER_FILES);
}

/** What an answer file holds: per word, the page's first hits for it as HTML (./markup.ts). */
export type AnswerFile = Record<string, string>;

/** The answer for `word` in a parsed answer file; never one of Object's own members ("constructor"). */
export function answerIn(file: unknown, word: string): string | undefined {
  if (typeof file !== 'object' || file === null || !Object.prototype.hasOwnProperty.call(file, word)) return undefined;
  const html = (file as AnswerFile)[word];
  return typeof html === 'string' ? html : undefined;
}

/**
 * The word whose answer the build wrote for `query`, when the query is one word: its
 * letters and digits in lower case (the engine's words, src/search/embedded/engine.ts, are
 * case-blind, so its answer is the same). Undefined for any other query, which the
 * first-results script answers from the index.
 */
export function answerWord(query: string): string | undefined {
  const word = capQuery(query).trim().toLowerCase();
  return /^[\p{L}\p{N}]{2,}$/u.test(word) ? word : undefined;
}

/** The start script's own attribute: the index's folder (e.g. "/de/search-index/"). */
export const INDEX_DIR_ATTRIBUTE = 'data-index-dir';

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

/** The language of the index the scripts read. */
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

/** The answers the app is promised, for the first-results script to settle. */
export interface Promised {
  query: string;
  first: Settleable<SearchResult>;
  page: Settleable<SearchResult>;
}

const HANDED_OVER = Symbol.for('site.search.firstResults');
const PROMISED = Symbol.for('site.search.firstResultsPromised');
const PAINTED = Symbol.for('site.search.firstResultsPainted');
const shared = globalThis as typeof globalThis & {[HANDED_OVER]?: HandedOver; [PROMISED]?: Promised; [PAINTED]?: Promise<void>};

/**
 * Promises the app the first page of `query` now, for the first-results script to answer
 * later: the start script, having painted the build's answer, loads that script only once
 * the app has started.
 */
export function promiseHandOver(query: string): void {
  const promised: Promised = {query, first: settleable(), page: settleable()};
  shared[PROMISED] = promised;
  handOver({query, first: promised.first.promise, page: promised.page.promise});
}

/** What promiseHandOver() promised for `query`, once; undefined when nothing was. */
export function takePromised(query: string): Promised | undefined {
  const promised = shared[PROMISED];
  delete shared[PROMISED];
  return promised?.query === query ? promised : undefined;
}

/** The first-results script's paint of its own first hits (settles, never fails), for the start script to wait on. */
export function announcePaint(painting: Promise<void>): void {
  shared[PAINTED] = painting;
}

export function announcedPaint(): Promise<void> {
  return shared[PAINTED] ?? Promise.resolve();
}

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
