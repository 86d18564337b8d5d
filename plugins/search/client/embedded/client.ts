/**
 * A search client over the embedded index (./engine.ts) with the Algolia client's `search()` contract, so
 * DocSearch's modal and the /search page use it as they would use Algolia; what each query loads: ../../README.md,
 * "The embedded index". It never throws for a query, only (as RetryError) when the index or a page cannot be loaded.
 */
import {markAsSample} from '../sampleMarker';
import {escapeHtml, firstWords, highlight, isOtherWord, markWords, queryTerms} from '../highlight';
import {capQuery} from '../query';
import {siteUrl} from '../storage';
import {
  levels,
  retryError,
  type Hierarchy,
  type HitType,
  type SearchArgs,
  type SearchClient,
  type SearchHit,
  type SearchRequest,
  type SearchResult,
} from '../types';
// Types only: the engine's code loads with the index, on the first query (./load.ts).
import type {Language} from './engineTypes';
import type {RankedPage} from './ranking';

/** A page's section as the index build writes it (plugins/search/indexing/build-embedded-index.ts). */
export interface Section {
  anchor: string | null;
  headings: string[];
  text: string;
}

/** A page of the index as its file holds it (`pages/<id>.json`): what its hits show. */
export interface PageFile {
  /** The index's build (./wireFormat.ts, IndexHead): page ids are its own. */
  build: string;
  url: string;
  sections: Section[];
}

export type Engine = typeof import('./engine');

/** A language's index and the engine that reads it. */
export interface LoadedIndex {
  engine: Engine;
  /** The best `limit` pages for a query, best first. */
  rank: (query: string, limit: number) => Promise<RankedPage[]>;
  /** Resolves a page of the index: its URL and sections. */
  page: (id: number) => Promise<PageFile>;
}

/** Pages the modal shows per query. */
const MODAL_PAGES = 8;
/** Hits the modal shows per app: DocSearch's `maxResultsPerGroup`, 5 when not set (the site does not set it). */
const MODAL_HITS_PER_APP = 5;
/** Section hits per page in the modal. */
const SECTIONS_PER_PAGE = 3;
/** Pages ranked per query: the /search page pages through them. */
const RANKED_PAGES = 200;

export interface EmbeddedClientOptions {
  language: Language;
  /** Resolves the language's index. */
  loadIndex: () => Promise<LoadedIndex>;
  /** Absolute origin for hit URLs (DocSearch expects absolute URLs). */
  origin: string;
  /** The badge text for hits from sample pages, e.g. "Example". */
  sampleLabel: string;
  indexName: string;
}

/** Words per snippet from `attributesToSnippet` ("content:10"); DocSearch asks 5 on small screens. */
export function snippetWords(request: SearchRequest): number {
  const entry = (request.attributesToSnippet ?? []).find((a) => a.startsWith('content:'));
  const count = Number(entry?.split(':')[1]);
  return Number.isInteger(count) && count > 0 ? Math.min(count, 50) : 10;
}

/** Characters of a section's text read to score it: enough to tell sections apart, and quick on long ones. */
const SCORED_CHARS = 1500;

/** How well a section matches: heading words count thrice. */
function sectionScore(section: Section, matches: (word: string) => boolean, words: Engine['words']): number {
  const inHeadings = words(section.headings.join(' ')).filter(matches).length;
  const inText = words(section.text.slice(0, SCORED_CHARS)).filter(matches).length;
  return inHeadings * 3 + inText;
}

/** `count` words of `text` from a little before its first matching word. */
function snippetOf(text: string, matches: (word: string) => boolean, count: number, words: Engine['words']): string {
  const parts = text.trim().split(/\s+/);
  const first = parts.findIndex((part) => words(part).some(matches));
  const start = first <= 2 ? 0 : first - 2;
  const shown = parts.slice(start, start + count).join(' ');
  return `${start > 0 ? '… ' : ''}${start + count < parts.length ? `${shown} …` : shown}`;
}

/** Wraps the matching words of a text in highlight tags; everything else escaped. */
function highlightWords(text: string, matches: (word: string) => boolean, query: string, pre: string, post: string) {
  const {value, matched} = markWords(text, pre, post, (word) => (matches(word) ? word.toLowerCase() : undefined));
  // Words typed but not (yet) whole words of the text: the prefix rule of highlight().
  if (matched.size === 0) return highlight(text, query, pre, post);
  return {value, matchLevel: 'full' as const, matchedWords: [...matched]};
}

/** DocSearch hits for one page: its best sections, the page's top as a lvl1 hit. */
export function pageHits(args: {
  engine: Pick<Engine, 'indexTerm' | 'words'>;
  page: RankedPage & {url: string};
  sections: Section[];
  query: string;
  language: Language;
  origin: string;
  maxSections: number;
  snippetWords: number;
  sampleLabel: string;
  pre: string;
  post: string;
}): SearchHit[] {
  const {engine, page, query, language, origin, maxSections, pre, post} = args;
  // Whether a word of the page is one the query matched (the engine's terms are stems).
  const terms = new Set(page.terms);
  const typed = queryTerms(query);
  const matches = (word: string) => {
    const stem = engine.indexTerm(word, language);
    return stem !== null && terms.has(stem) && !isOtherWord(word, typed);
  };
  const sections = args.sections.length ? args.sections : [{anchor: null, headings: [], text: ''}];
  // The page's top stands for its title too.
  const scored = sections.map((section, position) => ({
    section,
    position,
    score: sectionScore(section.anchor ? section : {...section, headings: [page.title]}, matches, engine.words),
  }));
  // The page's top is always there, as the lvl1 hit DocSearch nests the page's other hits under
  // (and saves as the recent search when one of them is chosen); then the best sections. With one
  // hit per page (/search), the top stands for the page unless it does not match and a section's own
  // heading does: then that section does, as Algolia's distinct hit would (a glossary's entry, not its
  // introduction). A title that holds a matched term inside a compound ("Debitorenverträge" for
  // "Vertrag") counts as matching, though its words do not.
  const folded = page.title.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
  const titleHolds = page.terms.some((term) => term.length > 3 && folded.includes(term));
  const pageTop = scored.filter(({section}) => !section.anchor).slice(0, 1);
  const best = (a: (typeof scored)[number], b: (typeof scored)[number]) => b.score - a.score || a.position - b.position;
  const headingMatches = (section: Section) => engine.words(section.headings.at(-1) ?? '').some(matches);
  const bestSection = scored.filter((s) => s.section.anchor && s.section.text !== '' && headingMatches(s.section)).sort(best)[0];
  const top = maxSections === 1 && bestSection?.score && !pageTop[0]?.score && !titleHolds ? [bestSection] : pageTop;
  const chosen = [
    ...top,
    ...scored
      // A section that matches, and one without text only when its own heading does: there is no text for an excerpt.
      .filter((s) => !top.includes(s) && s.score > 0 && (s.section.text !== '' || headingMatches(s.section)))
      .sort(best)
      .slice(0, Math.max(0, maxSections - top.length)),
  ].sort((a, b) => a.position - b.position);
  const bestWithText = scored.filter(({section}) => section.text !== '').sort(best)[0];
  const hits = chosen.flatMap(({section}): SearchHit[] => {
    const objectID = section.anchor ? `${page.url}#${section.anchor}` : page.url;
    const url = siteUrl(objectID, origin);
    if (!url) return [];
    const text = Object.fromEntries(levels.map((l) => [l, null])) as Hierarchy;
    text.lvl0 = page.lvl0;
    text.lvl1 = page.title;
    section.headings.forEach((heading, i) => (text[`lvl${i + 2}` as keyof Hierarchy] = heading || null));
    const highlighted = Object.fromEntries(
      levels.map((l) => [
        l,
        text[l] === null ? {value: '', matchLevel: 'none', matchedWords: []} : highlightWords(text[l]!, matches, query, pre, post),
      ]),
    ) as SearchHit['_highlightResult']['hierarchy'];
    // DocSearch shows lvl0 only as text (group titles, "Try searching for"): no tags, no entities.
    highlighted.lvl0 = {...highlighted.lvl0, value: text.lvl0};
    const depth = section.headings.length + 1;
    const deepest = `lvl${depth}` as keyof Hierarchy;
    let type: HitType = 'content';
    if (!section.anchor) type = 'lvl1';
    else if (depth >= 2 && highlighted[deepest].matchLevel !== 'none') type = deepest as HitType;
    // A page that opens with a heading has no text at its top: its hit takes the excerpt of its best
    // section with text, so that no result on /search (one hit per page) stands without one.
    const excerptText = section.text || (section.anchor ? '' : (bestWithText?.section.text ?? ''));
    const excerpt = snippetOf(excerptText, matches, args.snippetWords, engine.words);
    const snippet = highlightWords(excerpt, matches, query, pre, post);
    const headings = Object.fromEntries(
      levels.filter((l) => l !== 'lvl0' && text[l] !== null).map((l) => [l, {value: highlighted[l].value}]),
    );
    return [
      {
        objectID,
        url,
        type,
        content: type === 'content' ? escapeHtml(firstWords(excerpt, args.snippetWords)) : null,
        hierarchy: Object.fromEntries(
          levels.map((l) => [l, l === 'lvl0' || text[l] === null ? text[l] : escapeHtml(text[l])]),
        ) as Hierarchy,
        _highlightResult: {hierarchy: highlighted, content: snippet},
        _snippetResult: {content: {value: snippet.value, matchLevel: snippet.matchLevel === 'none' ? 'none' : 'full'}, hierarchy: headings},
      },
    ];
  });
  return page.sample ? hits.map((hit) => markAsSample(hit, args.sampleLabel)) : hits;
}

/** The pages with a hit the modal can show: each page has one hit at least, so an app's pages after its fifth have none. */
function shownInModal(pages: RankedPage[]): RankedPage[] {
  const perApp = new Map<string, number>();
  return pages.filter((page) => {
    const before = perApp.get(page.lvl0) ?? 0;
    perApp.set(page.lvl0, before + 1);
    return before < MODAL_HITS_PER_APP;
  });
}

export function createEmbeddedClient(options: EmbeddedClientOptions): SearchClient {
  async function searchOne(request: SearchRequest): Promise<SearchResult> {
    const started = Date.now();
    const query = capQuery(String(request.query ?? '')).trim();
    const result: SearchResult = {
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: request.hitsPerPage ?? 20,
      query,
      params: '',
      index: request.indexName ?? options.indexName,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
    };
    if (!query) return result;
    const distinct = Boolean(request.distinct);
    let loaded: LoadedIndex, pages: RankedPage[];
    try {
      loaded = await options.loadIndex();
      pages = await loaded.rank(query, RANKED_PAGES);
    } catch (error) {
      throw retryError('The search index could not be loaded.', error);
    }
    const hitsPerPage = Math.max(1, Math.min(request.hitsPerPage ?? 20, 100));
    const pageNumber = distinct ? Math.max(0, Math.floor(request.page ?? 0)) : 0;
    const slice = distinct
      ? pages.slice(pageNumber * hitsPerPage, (pageNumber + 1) * hitsPerPage)
      : shownInModal(pages.slice(0, MODAL_PAGES));
    let files: PageFile[];
    try {
      files = await Promise.all(slice.map((page) => loaded.page(page.id)));
    } catch (error) {
      throw retryError('The search index could not be read.', error);
    }
    const hits = slice.flatMap((page, i) =>
      pageHits({
        engine: loaded.engine,
        page: {...page, url: files[i].url},
        sections: files[i].sections,
        query,
        language: options.language,
        origin: options.origin,
        maxSections: distinct ? 1 : SECTIONS_PER_PAGE,
        snippetWords: snippetWords(request),
        sampleLabel: options.sampleLabel,
        pre: request.highlightPreTag ?? '<mark>',
        post: request.highlightPostTag ?? '</mark>',
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
      return {results: await Promise.all(args.requests.map(searchOne))};
    },
  };
}
