/**
 * The embedded search engine: MiniSearch over one document per page, with the language's Snowball stemmer,
 * typo tolerance, synonyms (plugins/search/synonyms.ts) and German compound splitting; its modules by concern:
 * ../../README.md. The same code builds the index (plugins/search/indexing/build-embedded-index.ts), answers the
 * site's queries in the browser (./client.ts) and the relevance benchmark's in Node. The browser loads this
 * module (and with it the others) as one chunk with the first query (./load.ts), so it also exports what the
 * client uses of the others.
 */
import MiniSearch, {type Options} from 'minisearch';
import {captionPhrases, indexTerm, splitCompound, stemmers, words} from './analysis';
import {rankPages, termTree, type RankedPage} from './ranking';
import {frontDecode, shardPostings, storedPages, type IndexHead, type IndexShard, type TermPostings} from './wireFormat';
import type {IndexedPage, Language} from './engineTypes';

export {indexTerm, words} from './analysis';
export {rankPages} from './ranking';

/**
 * MiniSearch's options for a language. `vocabulary` (index time only): the
 * language's words, which German compounds are split against; each compound is
 * indexed as itself and as its parts.
 */
function engineOptions(language: Language, vocabulary?: ReadonlySet<string>): Options<IndexedPage> {
  return {
    fields: ['title', 'lvl0', 'area', 'about', 'headings', 'captions', 'body'],
    storeFields: ['title', 'lvl0', 'kind', 'sample'],
    // The captions field holds phrase terms, already stems (./analysis.ts, captionPhrases).
    tokenize: (text, field) => (field === 'captions' ? captionPhrases(text, language) : words(text)),
    processTerm: (term, field) => {
      if (field === 'captions') return term;
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
  // Every page has every field, empty when it has nothing for it: field lengths without holes, which JSON would turn into nulls.
  index.addAll(pages.map((page) => ({...page, area: page.area ?? '', about: page.about ?? '', captions: page.captions ?? ''})));
  return index;
}

/**
 * A term's postings, empty until its shard has loaded: reading them before notes the shard as one
 * the query needs.
 */
class ShardTerm extends Map<number, Map<number, number>> {
  constructor(
    private readonly shard: number,
    private readonly split: {loaded: Set<number>; needed: Set<number>},
  ) {
    super();
  }
  override get(fieldId: number) {
    if (!this.split.loaded.has(this.shard)) this.split.needed.add(this.shard);
    return super.get(fieldId);
  }
}

/** An index whose postings load by shard (./wireFormat.ts). */
export interface SplitIndex {
  index: MiniSearch<IndexedPage>;
  build: string;
  /** Per shard, the postings of its words, filled when it loads. */
  shards: TermPostings[][];
  loaded: Set<number>;
  needed: Set<number>;
}

/** The index of a language from its head: every term and page, no postings yet. */
export function loadIndexHead(json: string, language: Language): SplitIndex {
  const head = JSON.parse(json) as IndexHead;
  if (head.format !== 3) throw new Error(`unknown search index format ${String(head.format)}: build the index anew`);
  const ids = head.pages.titles.map((_, id) => id);
  const stored = storedPages(head.pages);
  const byId = <T>(value: (id: number) => T) => Object.fromEntries(ids.map((id) => [id, value(id)]));
  const index = MiniSearch.loadJS<IndexedPage>(
    {
      documentCount: head.documentCount,
      nextId: ids.length,
      documentIds: byId((id) => id),
      fieldIds: head.fieldIds,
      fieldLength: byId((id) => head.pages.fieldLengths[id]),
      averageFieldLength: head.averageFieldLength,
      storedFields: byId((id) => stored[id]),
      dirtCount: 0,
      index: [],
      serializationVersion: 2,
    },
    engineOptions(language),
  );
  const split: SplitIndex = {index, build: head.build, shards: head.shards.map(() => []), loaded: new Set(), needed: new Set()};
  const tree = termTree(index);
  const terms = frontDecode(head.terms);
  let next = 0;
  head.shards.forEach((count, shard) => {
    for (const term of terms.slice(next, (next += count))) {
      const postings = new ShardTerm(shard, split);
      split.shards[shard].push(postings);
      tree.set(term, postings);
    }
  });
  return split;
}

/** Adds the postings of shard `shard` (its file's text) to the index, and its caption phrases with theirs. */
export function addShard(split: SplitIndex, shard: number, json: string): void {
  const data = JSON.parse(json) as IndexShard;
  if (data.build !== split.build) throw new Error(`search index shard ${shard} is of another build than its head`);
  const postings = shardPostings(data);
  const words = split.shards[shard];
  words.forEach((word, i) => postings[i].forEach((docs, fieldId) => word.set(fieldId, docs)));
  const tree = termTree(split.index);
  frontDecode(data.phrases).forEach((phrase, i) => tree.set(phrase, postings[words.length + i]));
  split.loaded.add(shard);
}

/** The whole index from its head and all its shards, in order: the benchmark's and the tests' way to load a build's index. */
export function loadIndex(head: string, shards: string[], language: Language): MiniSearch<IndexedPage> {
  const split = loadIndexHead(head, language);
  shards.forEach((json, shard) => addShard(split, shard, json));
  return split.index;
}

/**
 * Ranks the pages for a query with the postings it needs: a pass notes the shards whose postings it reads,
 * `loadShard` adds those not loaded yet, and the next pass ranks on them, with the caption phrases they
 * brought (./wireFormat.ts). When every shard a query reads is loaded, the first pass is the answer.
 */
export async function rankSplit(
  split: SplitIndex,
  query: string,
  language: Language,
  limit: number,
  loadShard: (shard: number) => Promise<void>,
): Promise<RankedPage[]> {
  for (;;) {
    split.needed.clear();
    const pages = rankPages(split.index, query, language, limit);
    if (!split.needed.size) return pages;
    await Promise.all([...split.needed].map(loadShard));
  }
}
