/**
 * Search at ten times the content: the English pages of the build ten times over, each copy under a path of its own and
 * with part of its words made new, so that the vocabulary grows as a product family's does when it adds apps and
 * release notes. Generated at bench time into a temporary copy of the build, never committed. scripts/bench/search.ts
 * measures it beside the build itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {buildIndex} from '../../plugins/search/client/embedded/engine';
import {serialiseIndex} from '../../plugins/search/client/embedded/wireFormat';
import {INDEX_DIR, languageDocuments, writeIndexFiles, type PageDocument} from '../../plugins/search/indexing/build-embedded-index';
import {median} from './shared';

export const COPIES = 10;
/** The share of a copy's distinct words of at least MIN_LENGTH letters that become new words in it (not in the first copy). */
export const NEW_WORD_SHARE = 0.3;
const MIN_LENGTH = 6;

/** A seeded random number generator (mulberry32): the same copies in every session. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const WORD = /\p{L}+/gu;
/** The fields of a page whose words a copy renames. */
const TEXT_FIELDS = ['title', 'headings', 'body', 'captions', 'about'] as const;

/** `COPIES` copies of `docs`: copy k > 0 under /copy-k/, with a seeded NEW_WORD_SHARE of its long words replaced by new ones of the same length. */
export function scaleDocuments(docs: PageDocument[]): PageDocument[] {
  const texts = docs.flatMap(({page, sections}) => [...TEXT_FIELDS.map((field) => page[field]), ...sections.map((s) => s.text)]);
  const words = new Set(texts.join(' ').toLowerCase().match(WORD));
  const vocabulary = [...words].filter((w) => w.length >= MIN_LENGTH).sort();
  const scaled: PageDocument[] = [];
  for (let copy = 0; copy < COPIES; copy++) {
    const next = random(copy + 1);
    const renamed = new Map<string, string>();
    if (copy > 0)
      for (const word of vocabulary)
        if (next() < NEW_WORD_SHARE) renamed.set(word, Array.from(word, () => String.fromCharCode(97 + Math.floor(next() * 26))).join(''));
    const rename = (text: string) =>
      text.replace(WORD, (word) => {
        const other = renamed.get(word.toLowerCase());
        return !other ? word : word[0] === word[0].toLowerCase() ? other : other[0].toUpperCase() + other.slice(1);
      });
    for (const {page, sections} of docs) {
      scaled.push({
        page: {
          ...page,
          id: scaled.length,
          url: copy ? `/copy-${copy}${page.url}` : page.url,
          ...Object.fromEntries(TEXT_FIELDS.flatMap((field) => (page[field] ? [[field, rename(page[field])]] : []))),
        },
        sections: sections.map((s) => ({...s, headings: s.headings.map(rename), text: rename(s.text)})),
      });
    }
  }
  return scaled;
}

/** The index of `docs` (English): its number of terms, and the median time of building and serialising it over three builds. */
function indexSize(docs: PageDocument[]) {
  const pages = docs.map(({page}) => page);
  let terms = 0;
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    const index = buildIndex(pages, 'en');
    serialiseIndex(index);
    terms = index.termCount;
    return performance.now() - started;
  });
  return {pages: pages.length, terms, buildMs: median(times)};
}

/**
 * A temporary copy of the English site in `buildDir` (the German folder left out) whose index holds ten copies of its
 * pages; with both sizes' page and term counts and index build times. `remove()` deletes the copy.
 */
export async function scaledSite(buildDir: string) {
  const docs = await languageDocuments(buildDir, 'en');
  const scaled = scaleDocuments(docs);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-10x-'));
  fs.chmodSync(dir, 0o755); // nginx's worker runs as another user.
  const skip = new Set(['de', INDEX_DIR].map((name) => path.join(buildDir, name)));
  fs.cpSync(buildDir, dir, {recursive: true, filter: (source) => !skip.has(source)});
  writeIndexFiles(path.join(dir, INDEX_DIR), scaled, 'en');
  const sizes = [docs, scaled].map(indexSize);
  return {dir, sizes, remove: () => fs.rmSync(dir, {recursive: true, force: true})};
}
