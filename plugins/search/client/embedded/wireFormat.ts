/**
 * The embedded index as the browser downloads it (`search-index/index.json`): MiniSearch's
 * own serialisation made compact (about a quarter smaller after gzip). Written at build
 * time (plugins/search/indexing/build-embedded-index.ts), read by `loadIndex` (./engine.ts).
 */
import type MiniSearch from 'minisearch';
import type {AsPlainObject} from 'minisearch';
import type {IndexedPage, StoredPage} from './engineTypes';

/**
 * Documents are numbered 0…n-1 in order, so their lists become arrays. Terms are
 * sorted and front-coded. Each term's postings are one array of numbers: per field
 * its id, the number of documents and their number gaps; the term frequencies,
 * nearly all below 36, are one base-36 digit each in a string of their own (digits
 * and gaps compress better apart).
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
