/**
 * Query building and ranking of the embedded engine (./engine.ts): a query becomes a
 * MiniSearch query tree of its words as the index holds them (./analysis.ts), with typo
 * tolerance, German compounds, word forms and synonyms; the pages it finds are ranked on
 * top of MiniSearch's BM25+:
 *   - a match in the title weighs more than one in a heading, which weighs more than body text; the
 *     words readers use for a page's app (its `area`) weigh as body text;
 *   - pages with all of the reader's words first, then those with the rarer of them;
 *   - a query that is a page's whole title (an exact caption) puts that page first, and one that is a
 *     caption the page explains in bold (or italic) puts it before pages that have its words apart;
 *   - release notes rank below documentation unless the query names a release or a date.
 */
import type MiniSearch from 'minisearch';
import type {Query, SearchOptions} from 'minisearch';
// Relative, not @site/: the search plugin (plugins/search) builds the index with the engine in Node,
// loaded with the site's config, where the bundler's @site alias does not exist.
import {searchSynonyms} from '../../synonyms';
import {
  indexTerm,
  keyWords,
  phraseTerm,
  relatedForms,
  splitCompound,
  stemmers,
  stemPrefix,
  synonymMatches,
  transpositions,
  words,
} from './analysis';
import type {IndexedPage, Language, StoredPage} from './engineTypes';
import type {TermPostings} from './wireFormat';

export interface RankedPage extends StoredPage {
  id: number;
  score: number;
  /** The query's terms as the index holds them, for highlighting sections. */
  terms: string[];
}

/** What a page says it is about (its description and keywords): half its title's weight. */
const ABOUT = 3;
const BOOST = {title: 6, lvl0: 1.5, area: 1, about: ABOUT, headings: 2, captions: 2, body: 1};
/** In queries of up to this many words (stop words aside), the pages with all of them score this much more. */
const ALL_WORDS_UP_TO = 3;
const ALL_WORDS_FACTOR = 2;
/** Score factor of release notes for queries that name no release or date. */
const RELEASE_FACTOR = 0.3;
/** Score factor of the page whose title is the whole query. */
const EXACT_TITLE_FACTOR = 4;
/** Score factor of a page that explains the whole query as a caption (its captions field, ./engine.ts). */
const CAPTION_FACTOR = 3;
/** Score factor of a page whose title of two words or more is all in the query. */
const CONTAINED_TITLE_FACTOR = 2;
/** Field boosts of what a word is searched as besides itself (the parts of a compound the index also holds whole, a verb's noun in -ung), relative to the word's. */
const DERIVED_BOOST = {title: 3, lvl0: 0.75, area: 0.5, about: ABOUT / 2, headings: 1, body: 0.5};
/** First parts of German compounds that say little about the page: its subject is the rest. */
const GENERIC_HEADS = new Set(['standard', 'vertrag', 'haupt', 'gesamt', 'basis', 'sammel']);
/** Field boosts of a synonym's match, relative to the reader's own words. */
const SYNONYM_BOOST = {title: 5, lvl0: 1.2, area: 0.8, about: ABOUT * 0.8, headings: 1.6, body: 0.8};

/** MiniSearch's terms with their postings: its `_index`, a radix tree (SearchableMap). */
export const termTree = (index: MiniSearch<IndexedPage>) =>
  (index as unknown as {_index: {has(term: string): boolean; set(term: string, postings: TermPostings): unknown}})._index;

/** Whether the index holds a term. */
const hasTerm = (index: MiniSearch<IndexedPage>, term: string) => termTree(index).has(term);

/**
 * Search options over an index. A word the index holds as it is matches only
 * itself: typo tolerance and prefixes are for words it does not hold (a
 * misspelling, the word still being typed), so that "leistung" does not also
 * score every "leistungs…" compound and "zeile" every "teil" and "weil".
 */
function searchOptions(index: MiniSearch<IndexedPage>): SearchOptions {
  return {
    boost: BOOST,
    // One typo for words from 4 letters, two from 8 (as Algolia's defaults, 4 and 8).
    fuzzy: (term) => !hasTerm(index, term) && (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0),
    // As fast as typing: the word being typed matches the words it begins.
    prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 3 && !hasTerm(index, term),
    weights: {fuzzy: 0.4, prefix: 0.5},
    combineWith: 'OR',
  };
}

/** A term the index holds, searched as it is: no typo tolerance, no prefix, no stemming again. */
const exactTerm = (term: string, options: Partial<SearchOptions> = {}): Query => ({
  combineWith: 'OR',
  queries: [term],
  fuzzy: false,
  prefix: false,
  processTerm: (t: string) => t,
  ...options,
});

/** A part of a compound, or any one-word synonym of it ("aktualisierung" or "update"). */
function partQuery(part: string, language: Language): Query {
  const others = synonymMatches(part, searchSynonyms[language], language)
    .map(({synonym}) => synonym)
    .filter((synonym) => !synonym.includes(' '));
  return others.length ? {combineWith: 'OR', queries: [part, ...others]} : part;
}

/**
 * The query tree of a text: each word; a word the index lacks also as the stem
 * it begins with, and a German compound the index knows only in parts as those
 * parts together.
 */
function queryOf(
  text: string,
  index: MiniSearch<IndexedPage>,
  language: Language,
  wordTerms: Set<string>[] = [],
  synonymsOfParts = true,
): Query[] {
  const queries: Query[] = [];
  const has = (term: string) => hasTerm(index, term);
  for (const word of words(text)) {
    const stem = indexTerm(word, language);
    if (!stem) continue;
    const terms = new Set([stem]);
    wordTerms.push(terms);
    const known = has(stem);
    const alternatives: Query[] = [word];
    if (language === 'de') {
      const parts = splitCompound(word, (part) => {
        const partStem = stemmers.de(part);
        return partStem.length >= 3 && has(partStem);
      });
      // A compound the index holds is searched as its parts too, with less weight: the page that
      // says "Garantieerweiterung" and "Verlängerung" answers "Garantieverlängerung" as well.
      if (parts.length)
        alternatives.push({
          combineWith: 'AND',
          queries: parts.map((part) => (synonymsOfParts ? partQuery(part, language) : part)),
          ...(known && {boost: DERIVED_BOOST}),
        });
      // A generic first part hides the meaningful rest: "Standardleistung" is also sought as "Leistung".
      if (parts.length >= 2 && GENERIC_HEADS.has(parts[0]))
        alternatives.push({
          combineWith: 'AND',
          queries: parts.slice(1).map((part) => (synonymsOfParts ? partQuery(part, language) : part)),
          boost: DERIVED_BOOST,
        });
      for (const part of parts) terms.add(stemmers.de(part));
    }
    // The verb's noun or the noun's verb, which the stemmer keeps apart: "stornieren" and
    // "Stornierung", "dissolve" and "dissolution".
    for (const related of relatedForms(word, language)) {
      const relatedStem = stemmers[language](related);
      if (relatedStem === stem || !has(relatedStem)) continue;
      terms.add(relatedStem);
      alternatives.push(exactTerm(relatedStem, {boost: DERIVED_BOOST}));
    }
    if (known) {
      queries.push(alternatives.length === 1 ? word : {combineWith: 'OR', queries: alternatives});
      continue;
    }
    // Two letters swapped ("contarct"): searched as the word the index holds, as if typed right, so that
    // it wins over words one letter away ("contact").
    for (const swapped of transpositions(word)) {
      const swappedStem = indexTerm(swapped, language);
      if (!swappedStem || swappedStem === stem || !has(swappedStem)) continue;
      terms.add(swappedStem);
      alternatives.push(exactTerm(swappedStem));
    }
    const head = stemPrefix(word, has, (w) => stemmers[language](w));
    if (head) terms.add(head);
    // Searched as it is: the head is an index term already, which stemming again could change.
    if (head && head !== stem) alternatives.push(exactTerm(head));
    queries.push(alternatives.length === 1 ? word : {combineWith: 'OR', queries: alternatives});
  }
  return queries;
}

const MONTHS =
  'january february march april may june july august september october november december januar februar märz mai juni juli oktober dezember';
const RELEASE_WORDS = new Set([
  ...'release releases hotfix hotfixes feature connect version versionshinweise'.split(' '),
  ...MONTHS.split(' '),
]);

/** Whether a query asks for a release note: it names a release, a month or a date/year. */
export function namesRelease(query: string): boolean {
  return words(query).some((word) => RELEASE_WORDS.has(word) || /^(19|20)\d\d$/.test(word)) || /\d{1,2}\.\d{1,2}\./.test(query);
}

/** Ranks the pages of an index for a query, best first. */
export function rankPages(index: MiniSearch<IndexedPage>, query: string, language: Language, limit = 50): RankedPage[] {
  const wordTerms: Set<string>[] = [];
  const queries = queryOf(query, index, language, wordTerms);
  const stems = (text: string) => words(text).flatMap((word) => indexTerm(word, language) ?? []);
  const matches = synonymMatches(query, searchSynonyms[language], language);
  // A synonym is one more way of saying the words of the query it stands for: all its words, together.
  for (const {member, synonym} of matches) {
    const terms: Set<string>[] = [];
    // Not the synonyms of a synonym's parts: "Abonnementzeile" (for "Leistung") is not "Abonnement".
    const parts = queryOf(synonym, index, language, terms, false);
    if (!parts.length) continue;
    queries.push({combineWith: 'AND', queries: parts, boost: SYNONYM_BOOST});
    // Its match counts for those words only ("Leistung" of "Leistung stornieren", not "stornieren").
    const memberStems = new Set(stems(member));
    const covered = wordTerms.filter((word) => [...word].some((term) => memberStems.has(term)));
    for (const word of covered) terms.forEach((set) => set.forEach((term) => word.add(term)));
  }
  // A query of two words or more that is a caption a page explains ("Update Service Dates"): that page
  // before pages that only have the words apart. Its match counts for every word.
  const caption = wordTerms.length >= 2 ? phraseTerm(stems(query)) : null;
  if (caption && hasTerm(index, caption)) {
    wordTerms.forEach((terms) => terms.add(caption));
    queries.push(exactTerm(caption, {fields: ['captions'], tokenize: (t) => [t]}));
  }
  if (!queries.length) return [];
  const release = namesRelease(query);
  // The page's name: the query, or the query with a synonym for some of its words, word for word as
  // stems, with or without the app's name.
  const said = ` ${keyWords(query, language)} `;
  const names = [query, ...matches.map(({member, synonym}) => said.replace(` ${keyWords(member, language)} `, ` ${synonym} `))]
    .map((text) => stems(text).join(' '))
    .filter(Boolean);
  const queryStems = new Set(stems(query));
  const found = index.search({combineWith: 'OR', queries}, searchOptions(index));
  // How rare each of the reader's words is among the pages (BM25's inverse document frequency): a page that
  // has the rarer words of a query answers it better than one that has its common words.
  const rarity = wordTerms.map((terms) => {
    const pages = found.filter((result) => result.queryTerms.some((term) => terms.has(term))).length;
    return Math.log(1 + (index.documentCount - pages + 0.5) / (pages + 0.5));
  });
  const allRarity = rarity.reduce((sum, r) => sum + r, 0);
  /** The share of the reader's words a page matches, each weighted by its rarity, and whether it matches them all. */
  const coverage = (matched: string[]) => {
    if (wordTerms.length < 2 || allRarity === 0) return {share: 1, all: true};
    const has = wordTerms.map((terms) => matched.some((term) => terms.has(term)));
    return {share: rarity.reduce((sum, r, i) => sum + (has[i] ? r : 0), 0) / allRarity, all: has.every(Boolean)};
  };
  return (
    found
      .map((result) => {
        // Pages with all of the reader's words first, then those with the rarer of them: a coordination factor,
        // not a filter, so that the page titled by a query's rare word is found when it lacks a common one.
        const {share, all} = coverage(result.queryTerms);
        let score = result.score * (0.25 + 0.75 * share) ** 2 * (all && wordTerms.length <= ALL_WORDS_UP_TO ? ALL_WORDS_FACTOR : 1);
        if (result.kind === 'release' && !release) score *= RELEASE_FACTOR;
        if (caption && result.queryTerms.includes(caption)) score *= CAPTION_FACTOR;
        const title = stems(result.title);
        if (names.includes(title.join(' ')) || names.includes(stems(`${result.lvl0} ${result.title}`).join(' ')))
          score *= EXACT_TITLE_FACTOR;
        // A longer query that holds the page's whole (several-word) name: "how do I renew a contract" and "Contract renewal".
        else if (title.length >= 2 && title.every((word) => queryStems.has(word))) score *= CONTAINED_TITLE_FACTOR;
        const {id, lvl0, kind, sample, terms} = result;
        return {id: id as number, title: result.title, lvl0, kind, sample, score, terms};
      })
      // At equal scores a sourced page before an example.
      .sort((a, b) => b.score - a.score || Number(a.sample ?? false) - Number(b.sample ?? false))
      .slice(0, limit)
  );
}
