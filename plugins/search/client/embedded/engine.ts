/**
 * The embedded search engine: MiniSearch over one document per page, with the
 * language's Snowball stemmer, typo tolerance, synonyms (plugins/search/synonyms.ts)
 * and German compound splitting. The same code builds the index
 * (plugins/search/indexing/build-embedded-index.ts), answers the site's queries in the
 * browser (./client.ts) and the relevance benchmark's in Node.
 *
 * Ranking, on top of MiniSearch's BM25+:
 *   - a match in the title weighs more than one in a heading, which weighs more than body text;
 *   - a query that is a page's whole title (an exact caption) puts that page first;
 *   - release notes rank below documentation unless the query names a release or a date.
 */
import MiniSearch, {type AsPlainObject, type Options, type Query, type SearchOptions} from 'minisearch';
import {stemmer as stemGerman} from '@orama/stemmers/german';
import {stemmer as stemEnglish} from '@orama/stemmers/english';
// Relative, not @site/: the search plugin (plugins/search) builds the index with this module in
// Node, loaded with the site's config, where the bundler's @site alias does not exist.
import {searchSynonyms, type SynonymGroups} from '../../synonyms';
import type {Locale} from '../../../../config/i18n';

/** The languages of the index: the site's locales, each with its stemmer and synonyms. */
export type Language = Locale;

/** A page as the index holds it. */
export interface IndexedPage {
  id: number;
  /** Site path of the page without its language prefix ("/docs/ps/dissolution"). */
  url: string;
  title: string;
  /** The app, or "Release notes". */
  lvl0: string;
  kind: 'doc' | 'release';
  sample?: boolean;
  headings: string;
  body: string;
}

export type StoredPage = Pick<IndexedPage, 'url' | 'title' | 'lvl0' | 'kind' | 'sample'>;

export interface RankedPage extends StoredPage {
  id: number;
  score: number;
  /** The query's terms as the index holds them, for highlighting sections. */
  terms: string[];
}

const FIELDS = ['title', 'lvl0', 'headings', 'body'];
const STORED = ['url', 'title', 'lvl0', 'kind', 'sample'];
const BOOST = {title: 6, lvl0: 1.5, headings: 2, body: 1};
/** Score factor of release notes for queries that name no release or date. */
const RELEASE_FACTOR = 0.3;
/** Score factor of the page whose title is the whole query. */
const EXACT_TITLE_FACTOR = 4;
/** Score factor of a page whose title of two words or more is all in the query. */
const CONTAINED_TITLE_FACTOR = 2;
/** Field boosts of what a word is searched as besides itself (the parts of a compound the index also holds whole, a verb's noun in -ung), relative to the word's. */
const DERIVED_BOOST = {title: 3, lvl0: 0.75, headings: 1, body: 0.5};
/** Field boosts of a synonym's match, relative to the reader's own words. */
const SYNONYM_BOOST = {title: 5, lvl0: 1.2, headings: 1.6, body: 0.8};

const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'a an and are as at be by can do does for from how i in is it its me my of on or so that the this to what when where which who why will with you your'.split(
      ' ',
    ),
  ),
  de: new Set(
    'als am an auf aus bei das dem den der des die ein eine einem einen einer es für im in ist mit oder sich und von was welche welcher wer werden wie wird wo zu zum zur ich man mein meine sie ihr ihre kann darf'.split(
      ' ',
    ),
  ),
};

const stemmers: Record<Language, (word: string) => string> = {en: stemEnglish, de: stemGerman};

const WORD = /[\p{L}\p{N}]+/gu;

/** Lowercased words of a text (letters and digits; everything else separates). */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

const stemCache: Record<Language, Map<string, string | null>> = {en: new Map(), de: new Map()};
/** Words remembered per language: a query's sections repeat most of theirs. */
const STEM_CACHE_SIZE = 50_000;

/** A word as the index holds it: stemmed; null for stop words. */
export function indexTerm(word: string, language: Language): string | null {
  const cache = stemCache[language];
  const known = cache.get(word);
  if (known !== undefined) return known;
  const lower = word.toLowerCase();
  const term = STOP_WORDS[language].has(lower) ? null : stemmers[language](lower);
  if (cache.size >= STEM_CACHE_SIZE) cache.clear();
  cache.set(word, term);
  return term;
}

/** German linking elements between the parts of a compound ("Vertrag-s-verlängerung"). */
const LINKS = ['', 's', 'es', 'n', 'en'];
const MIN_PART = 4;

/**
 * The parts of a German compound whose every part passes `known`, or [] when it
 * is not one: "vertragsverlängerung" → ["vertrag", "verlängerung"]. Tries the
 * shortest head first and splits the rest again.
 */
export function splitCompound(word: string, known: (part: string) => boolean, depth = 0): string[] {
  if (depth > 2 || word.length < 2 * MIN_PART) return [];
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
    const tail = word.slice(at);
    for (const link of LINKS) {
      const withLink = word.slice(0, at);
      if (!withLink.endsWith(link)) continue;
      const head = withLink.slice(0, withLink.length - link.length);
      if (head.length < MIN_PART || !known(head)) continue;
      if (known(tail)) return [head, tail];
      const rest = splitCompound(tail, known, depth + 1);
      if (rest.length) return [head, ...rest];
    }
  }
  return [];
}

/**
 * MiniSearch's options for a language. `vocabulary` (index time only): the
 * language's words, which German compounds are split against; each compound is
 * indexed as itself and as its parts.
 */
export function engineOptions(language: Language, vocabulary?: ReadonlySet<string>): Options<IndexedPage> {
  return {
    fields: FIELDS,
    storeFields: STORED,
    tokenize: (text) => words(text),
    processTerm: (term) => {
      const stem = indexTerm(term, language);
      if (!stem) return null;
      if (language !== 'de' || !vocabulary) return stem;
      const parts = splitCompound(term.toLowerCase(), (part) => vocabulary.has(part));
      return parts.length ? [stem, ...parts.map((part) => stemmers.de(part))] : stem;
    },
  };
}

/** Builds the index of a language's pages. */
export function buildIndex(pages: IndexedPage[], language: Language): MiniSearch<IndexedPage> {
  const vocabulary = new Set<string>();
  if (language === 'de') {
    for (const page of pages) for (const word of words(`${page.title} ${page.headings} ${page.body}`)) vocabulary.add(word);
  }
  const index = new MiniSearch<IndexedPage>(engineOptions(language, vocabulary));
  index.addAll(pages);
  return index;
}

/**
 * The index as the browser downloads it: MiniSearch's own serialisation made
 * compact (about a quarter smaller after gzip). Documents are numbered 0…n-1 in
 * order, so their lists become arrays. Terms are sorted and front-coded. Each
 * term's postings are one array of numbers: per field its id, the number of
 * documents and their number gaps; the term frequencies, nearly all below 36,
 * are one base-36 digit each in a string of their own (digits and gaps compress
 * better apart).
 */
export interface CompactIndex {
  format: 2;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per document: its id, field lengths and stored fields. */
  documents: [number, number[], StoredPage][];
  /** One term per line, in sort order: how many leading characters it shares with the term before (one base-36 digit, at most 35), then the rest. */
  terms: string;
  /** Per term, per field: the field's id, the number of documents, then the gaps between their numbers. */
  postings: number[][];
  /** Per term, separated by spaces: the frequency of each posting in order, one base-36 digit, or "_" and three digits from 36 on. */
  frequencies: string;
}

const SHARED_MAX = 35;

function frontCode(terms: string[]): string {
  return terms
    .map((term, i) => {
      const before = i ? terms[i - 1] : '';
      let shared = 0;
      while (shared < SHARED_MAX && shared < term.length && before[shared] === term[shared]) shared++;
      return shared.toString(36) + term.slice(shared);
    })
    .join('\n');
}

function frontDecode(coded: string): string[] {
  const terms: string[] = [];
  // An index without terms (no page to index) is an empty string, not one empty term.
  for (const line of coded ? coded.split('\n') : []) terms.push((terms.at(-1) ?? '').slice(0, parseInt(line[0], 36)) + line.slice(1));
  return terms;
}

function frequencyCode(frequency: number): string {
  if (frequency < 36) return frequency.toString(36);
  if (frequency >= 36 ** 3)
    throw new Error(`a term occurs ${frequency} times in one field of a page; the index format allows ${36 ** 3 - 1}`);
  return `_${frequency.toString(36).padStart(3, '0')}`;
}

export function serialiseIndex(index: MiniSearch<IndexedPage>): string {
  const plain = index.toJSON();
  const shortIds = Object.keys(plain.documentIds).map(Number);
  if (shortIds.some((id, i) => id !== i) || plain.nextId !== shortIds.length)
    throw new Error('the index has removed documents; build it anew');
  const entries = [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const postings: number[][] = [];
  const frequencies: string[] = [];
  for (const [, fields] of entries) {
    const list: number[] = [];
    let codes = '';
    for (const [fieldId, docs] of Object.entries(fields)) {
      const ids = Object.keys(docs)
        .map(Number)
        .sort((a, b) => a - b);
      list.push(Number(fieldId), ids.length, ...ids.map((id, i) => id - (i ? ids[i - 1] : 0)));
      codes += ids.map((id) => frequencyCode(docs[id])).join('');
    }
    postings.push(list);
    frequencies.push(codes);
  }
  const compact: CompactIndex = {
    format: 2,
    documentCount: plain.documentCount,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength.map((n) => Math.round(n * 100) / 100),
    documents: shortIds.map((id) => [plain.documentIds[id] as number, plain.fieldLength[id], plain.storedFields[id] as StoredPage]),
    terms: frontCode(entries.map(([term]) => term)),
    postings,
    frequencies: frequencies.join(' '),
  };
  return JSON.stringify(compact);
}

/** MiniSearch's serialisation of a compact index. */
export function expandIndex(compact: CompactIndex): AsPlainObject {
  if (compact.format !== 2) throw new Error(`unknown search index format ${String(compact.format)}: build the index anew`);
  const terms = frontDecode(compact.terms);
  const frequencies = compact.frequencies.split(' ');
  return {
    documentCount: compact.documentCount,
    nextId: compact.documents.length,
    documentIds: Object.fromEntries(compact.documents.map(([id], shortId) => [shortId, id])),
    fieldIds: compact.fieldIds,
    fieldLength: Object.fromEntries(compact.documents.map(([, lengths], shortId) => [shortId, lengths])),
    averageFieldLength: compact.averageFieldLength,
    storedFields: Object.fromEntries(compact.documents.map(([, , stored], shortId) => [shortId, stored])),
    dirtCount: 0,
    index: terms.map((term, t) => {
      const list = compact.postings[t];
      const codes = frequencies[t];
      let at = 0;
      const fields: Record<string, Record<string, number>> = {};
      for (let i = 0; i < list.length;) {
        const docs: Record<string, number> = {};
        const [fieldId, count] = [list[i], list[i + 1]];
        i += 2;
        let id = 0;
        for (let n = 0; n < count; n++, i++) {
          id += list[i];
          const long = codes[at] === '_';
          docs[id] = parseInt(long ? codes.slice(at + 1, at + 4) : codes[at], 36);
          at += long ? 4 : 1;
        }
        fields[fieldId] = docs;
      }
      return [term, fields];
    }),
    serializationVersion: 2,
  };
}

export function loadIndex(json: string, language: Language): MiniSearch<IndexedPage> {
  return MiniSearch.loadJS<IndexedPage>(expandIndex(JSON.parse(json) as CompactIndex), engineOptions(language));
}

/** Whether the index holds a term (MiniSearch keeps its terms in `_index`, a radix tree). */
function hasTerm(index: MiniSearch<IndexedPage>, term: string): boolean {
  return (index as unknown as {_index: {has(term: string): boolean}})._index.has(term);
}

/** One typo for words from 4 letters, two from 8 (as Algolia's defaults, 4 and 8). */
function fuzziness(term: string): number {
  if (term.length >= 8) return 2;
  return term.length >= 4 ? 1 : 0;
}

/**
 * Search options over an index. A word the index holds as it is matches only
 * itself: typo tolerance and prefixes are for words it does not hold (a
 * misspelling, the word still being typed), so that "leistung" does not also
 * score every "leistungs…" compound and "zeile" every "teil" and "weil".
 */
function searchOptions(index: MiniSearch<IndexedPage>): SearchOptions {
  return {
    boost: BOOST,
    fuzzy: (term) => (hasTerm(index, term) ? false : fuzziness(term)),
    // As fast as typing: the word being typed matches the words it begins.
    prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 3 && !hasTerm(index, term),
    weights: {fuzzy: 0.4, prefix: 0.5},
    combineWith: 'OR',
  };
}

/**
 * The index's term for a word it does not hold as written: the longest stem the
 * word begins with, covering at least half of it. A misspelling after the stem
 * ("abwesenheitn", "dissoluton") is where fuzzy matching of the whole word would
 * fail, since the index holds stems ("abwes", "dissolu").
 */
export function stemPrefix(word: string, has: (term: string) => boolean, stem: (word: string) => string = (w) => w): string | null {
  for (let end = word.length - 1; end >= 4; end--) {
    const head = word.slice(0, end);
    if (end >= Math.ceil(word.length / 2) && has(head)) return head;
    // A misspelt ending: the stem of the word without it ("abwesenheitn" → "abwesenheit" → "abwes").
    const stemmed = stem(head);
    if (stemmed.length >= 4 && has(stemmed)) return stemmed;
  }
  return null;
}

/**
 * English verbs whose noun ends differently, so that the stemmer keeps them apart:
 * "dissolve" and "dissolution", "subscribe" and "subscription", "consume" and
 * "consumption", "receive" and "reception", "reduce" and "reduction".
 */
const ENGLISH_VERB_NOUN_ENDINGS: readonly (readonly [verb: string, noun: string])[] = [
  ['olve', 'olution'],
  ['scribe', 'scription'],
  ['sume', 'sumption'],
  ['ceive', 'ception'],
  ['duce', 'duction'],
];

/**
 * The noun of a verb and the verb of a noun, where the stemmer keeps them apart. German:
 * the noun in "-ung" ("stornieren" → "stornierung", "verlängern" → "verlängerung",
 * "buchung" → "buchen", "buchn"). English: the endings above ("dissolve" → "dissolution").
 * Words the index lacks are dropped by the caller.
 */
export function relatedForms(word: string, language: Language): string[] {
  if (language === 'en') {
    for (const [verb, noun] of ENGLISH_VERB_NOUN_ENDINGS) {
      if (word.endsWith(verb) && word.length > verb.length + 1) return [word.slice(0, -verb.length) + noun];
      if (word.endsWith(noun) && word.length > noun.length + 1) return [word.slice(0, -noun.length) + verb];
    }
    return [];
  }
  if (word.length < 6) return [];
  if (word.endsWith('ung')) return [`${word.slice(0, -3)}en`, `${word.slice(0, -3)}n`];
  if (/[^e]en$/.test(word)) return [`${word.slice(0, -2)}ung`];
  if (/e[lr]n$/.test(word)) return [`${word.slice(0, -1)}ung`];
  return [];
}

/** A part of a compound, or any one-word synonym of it ("aktualisierung" or "update"). */
function partQuery(part: string, language: Language): Query {
  const others = synonymsOf(part, searchSynonyms[language]).filter((other) => !other.includes(' '));
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
      for (const part of parts) terms.add(stemmers.de(part));
    }
    // The verb's noun or the noun's verb, which the stemmer keeps apart: "stornieren" and
    // "Stornierung", "dissolve" and "dissolution".
    for (const related of relatedForms(word, language)) {
      const relatedStem = stemmers[language](related);
      if (relatedStem === stem || !has(relatedStem)) continue;
      terms.add(relatedStem);
      alternatives.push({
        combineWith: 'OR',
        queries: [relatedStem],
        boost: DERIVED_BOOST,
        fuzzy: false,
        prefix: false,
        processTerm: (t) => t,
      });
    }
    if (known) {
      queries.push(alternatives.length === 1 ? word : {combineWith: 'OR', queries: alternatives});
      continue;
    }
    const head = stemPrefix(word, has, (w) => stemmers[language](w));
    if (head) terms.add(head);
    // Searched as it is: the head is an index term already, which stemming again could change.
    if (head && head !== stem)
      alternatives.push({combineWith: 'OR', queries: [head], fuzzy: false, prefix: false, processTerm: (term) => term});
    queries.push(alternatives.length === 1 ? word : {combineWith: 'OR', queries: alternatives});
  }
  return queries;
}

const normalise = (text: string) => words(text).join(' ');

/** A synonym of words of a query: `member` is what the query says, `synonym` another way of saying it. */
export interface SynonymMatch {
  member: string;
  synonym: string;
}

/** The other members of each synonym group whose member the query contains (as whole words, or as the whole raw query for "t&m"). */
export function synonymMatches(query: string, groups: SynonymGroups): SynonymMatch[] {
  const text = ` ${normalise(query)} `;
  const raw = query.toLowerCase().trim();
  const found = new Map<string, SynonymMatch>();
  for (const group of groups) {
    const member = group.find((phrase) => phrase === raw || (normalise(phrase) !== '' && text.includes(` ${normalise(phrase)} `)));
    if (member === undefined) continue;
    for (const other of group)
      if (other !== member && !text.includes(` ${normalise(other)} `) && !found.has(other)) found.set(other, {member, synonym: other});
  }
  return [...found.values()];
}

/** The other members of each synonym group whose member the query contains. */
export function synonymsOf(query: string, groups: SynonymGroups): string[] {
  return synonymMatches(query, groups).map((match) => match.synonym);
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
  const matches = synonymMatches(query, searchSynonyms[language]);
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
  /** The share of the reader's words a page matches. */
  const coverage = (matched: string[]) => {
    if (wordTerms.length < 2) return 1;
    return wordTerms.filter((terms) => matched.some((term) => terms.has(term))).length / wordTerms.length;
  };
  if (!queries.length) return [];
  const release = namesRelease(query);
  // The page's name: the query, or the query with a synonym for some of its words, word for word as
  // stems, with or without the app's name.
  const said = ` ${normalise(query)} `;
  const names = [query, ...matches.map(({member, synonym}) => said.replace(` ${normalise(member)} `, ` ${synonym} `))]
    .map((text) => stems(text).join(' '))
    .filter(Boolean);
  const queryStems = new Set(stems(query));
  return index
    .search({combineWith: 'OR', queries}, searchOptions(index))
    .map((result) => {
      // Pages with all of the reader's words before pages with some of them, however often those occur.
      let score = result.score * (0.25 + 0.75 * coverage(result.queryTerms)) ** 2;
      if (result.kind === 'release' && !release) score *= RELEASE_FACTOR;
      const title = stems(result.title);
      if (names.includes(title.join(' ')) || names.includes(stems(`${result.lvl0} ${result.title}`).join(' '))) score *= EXACT_TITLE_FACTOR;
      // A longer query that holds the page's whole (several-word) name: "how do I renew a contract" and "Contract renewal".
      else if (title.length >= 2 && title.every((word) => queryStems.has(word))) score *= CONTAINED_TITLE_FACTOR;
      return {
        id: result.id as number,
        url: result.url,
        title: result.title,
        lvl0: result.lvl0,
        kind: result.kind,
        sample: result.sample,
        score,
        terms: result.terms,
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
