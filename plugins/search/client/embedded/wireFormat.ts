/**
 * The embedded index as the browser downloads it: a head (`search-index/index.json`) with everything
 * ranking reads of every page and the sorted list of the words' terms, and the terms' postings in shards
 * (`search-index/shards/<n>.json`) of consecutive terms, fetched by the terms a query reads. The caption
 * phrases (./analysis.ts, phraseTerm) are not in the head: each is in the shard of its first word, which a
 * query that says the phrase loads anyway. Written at build time (plugins/search/indexing/build-embedded-index.ts),
 * read by ./engine.ts.
 */
import type MiniSearch from 'minisearch';
import {phraseHead} from './analysis';
import type {IndexedPage, StoredPage} from './engineTypes';

/** A shard closes after this many characters of postings: a few KB after gzip, whatever the size of the site. */
const SHARD_CHARS = 6000;

/**
 * Pages are numbered 0…n-1 in order, so their lists become arrays. Terms are
 * sorted and front-coded.
 */
export interface IndexHead {
  format: 3;
  /** A digest of the index, which each of its shards repeats: a shard of another build is not read. */
  build: string;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per page, in columns (they compress better than one record per page): its field lengths and what ranking reads of it. */
  pages: {
    fieldLengths: number[][];
    titles: string[];
    /** Each page's app, as its number in `apps`. */
    app: number[];
    apps: string[];
    /** One letter per page: "d" a doc, "r" a release note. */
    kinds: string;
    /** The numbers of the example pages. */
    samples: number[];
  };
  /** The words' terms, front-coded (frontCode). */
  terms: string;
  /** How many of these terms each shard holds, in term order. */
  shards: number[];
}

/**
 * The postings of a shard's terms: its words' (as many as the head says), then its phrases'. Each term's
 * postings are one array of numbers: per field its id, the number of pages and their number gaps; the
 * term frequencies, nearly all below 36, are one base-36 digit each in a string of their own (digits and
 * gaps compress better apart).
 */
export interface IndexShard {
  build: string;
  /** The caption phrases whose first word is in the shard, front-coded. */
  phrases: string;
  postings: number[][];
  /** Per term, separated by spaces: the frequency of each posting in order, one base-36 digit, or "_" and three digits from 36 on. */
  frequencies: string;
}

/** A term's postings as MiniSearch holds them: field id → page id → frequency. */
export type TermPostings = Map<number, Map<number, number>>;

const SHARED_MAX = 35;

/** One term per line, in sort order: how many leading characters it shares with the term before (one base-36 digit, at most 35), then the rest. */
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

export function frontDecode(coded: string): string[] {
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

/** FNV-1a: the build's digest needs to tell builds apart, not to resist anyone. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

function pageColumns(pages: (StoredPage & {lengths: number[]})[]): IndexHead['pages'] {
  const apps = [...new Set(pages.map((page) => page.lvl0))];
  return {
    fieldLengths: pages.map((page) => page.lengths),
    titles: pages.map((page) => page.title),
    app: pages.map((page) => apps.indexOf(page.lvl0)),
    apps,
    kinds: pages.map((page) => page.kind[0]).join(''),
    samples: pages.flatMap((page, id) => (page.sample ? [id] : [])),
  };
}

/** What the index stores of each page, from the head's columns. */
export function storedPages(pages: IndexHead['pages']): StoredPage[] {
  const samples = new Set(pages.samples);
  return pages.titles.map((title, id) => ({
    title,
    lvl0: pages.apps[pages.app[id]],
    kind: pages.kinds[id] === 'r' ? 'release' : 'doc',
    ...(samples.has(id) && {sample: true}),
  }));
}

/** The head and the shards of an index built from pages numbered 0…n-1. */
export function serialiseIndex(index: MiniSearch<IndexedPage>): {head: string; shards: string[]} {
  const plain = index.toJSON();
  const shortIds = Object.keys(plain.documentIds).map(Number);
  if (shortIds.some((id, i) => id !== i || plain.documentIds[id] !== i) || plain.nextId !== shortIds.length)
    throw new Error('the index has removed or renumbered pages; build it anew');
  const encoded = [...plain.index]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([term, fields]) => {
      const list: number[] = [];
      let codes = '';
      for (const [fieldId, docs] of Object.entries(fields)) {
        const ids = Object.keys(docs)
          .map(Number)
          .sort((a, b) => a - b);
        list.push(Number(fieldId), ids.length, ...ids.map((id, i) => id - (i ? ids[i - 1] : 0)));
        codes += ids.map((id) => frequencyCode(docs[id])).join('');
      }
      return {term, list, codes};
    });
  type Encoded = (typeof encoded)[number];
  const shards: {words: Encoded[]; phrases: Encoded[]}[] = [];
  const shardOfWord = new Map<string, number>();
  let chars = Infinity;
  for (const word of encoded.filter(({term}) => phraseHead(term) === null)) {
    if (chars >= SHARD_CHARS) {
      shards.push({words: [], phrases: []});
      chars = 0;
    }
    shards.at(-1)!.words.push(word);
    shardOfWord.set(word.term, shards.length - 1);
    chars += JSON.stringify(word.list).length + word.codes.length;
  }
  // A query that says a phrase reads its first word's postings, so loads that word's shard. A phrase whose
  // first word is no term of the index could never be loaded: it is left out.
  for (const phrase of encoded) shards[shardOfWord.get(phraseHead(phrase.term) ?? '') ?? -1]?.phrases.push(phrase);
  const terms = frontCode(shards.flatMap(({words}) => words.map(({term}) => term)));
  const bodies = shards.map(({words, phrases}) => ({
    phrases: frontCode(phrases.map(({term}) => term)),
    postings: [...words, ...phrases].map(({list}) => list),
    frequencies: [...words, ...phrases].map(({codes}) => codes).join(' '),
  }));
  const build = digest(terms + JSON.stringify(bodies));
  const head: IndexHead = {
    format: 3,
    build,
    documentCount: plain.documentCount,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength.map((n) => Math.round(n * 100) / 100),
    pages: pageColumns(shortIds.map((id) => ({lengths: plain.fieldLength[id], ...(plain.storedFields[id] as StoredPage)}))),
    terms,
    shards: shards.map(({words}) => words.length),
  };
  return {head: JSON.stringify(head), shards: bodies.map((body) => JSON.stringify({build, ...body} satisfies IndexShard))};
}

/** The postings of a shard's terms, in term order. */
export function shardPostings(shard: IndexShard): TermPostings[] {
  const frequencies = shard.frequencies.split(' ');
  return shard.postings.map((list, t) => {
    const codes = frequencies[t];
    let at = 0;
    const fields: TermPostings = new Map();
    for (let i = 0; i < list.length;) {
      const docs = new Map<number, number>();
      const [fieldId, count] = [list[i], list[i + 1]];
      i += 2;
      let id = 0;
      for (let n = 0; n < count; n++, i++) {
        id += list[i];
        const long = codes[at] === '_';
        docs.set(id, parseInt(long ? codes.slice(at + 1, at + 4) : codes[at], 36));
        at += long ? 4 : 1;
      }
      fields.set(fieldId, docs);
    }
    return fields;
  });
}
