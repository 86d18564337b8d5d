/**
 * Builds the embedded search index of one language from its built pages, after each locale's build, into
 * `<language root>/search-index/` (index.json, shards/<n>.json, pages/<id>.json: ../README.md, "The embedded index"),
 * from the Algolia records (algolia.ts), one document per page, so both providers search the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildIndex, loadIndex} from '../client/embedded/engine';
import type {IndexedPage, Language} from '../client/embedded/engineTypes';
import {serialiseIndex, type IndexHead} from '../client/embedded/wireFormat';
import type {PageFile, Section} from '../client/embedded/client';
import {localeRecords} from './algolia';
import type {DocSearchRecord} from './docsearch-records';
import {searchLocales} from './search-content';

/** The folder of a language's index, next to its pages. */
export const INDEX_DIR = 'search-index';

const headingLevels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A page as the index holds it, with its sections for the excerpts. */
export type PageDocument = {page: IndexedPage; sections: Section[]};

/** Groups a language's records by page, in record order. */
function pageDocuments(records: DocSearchRecord[], language: Language): PageDocument[] {
  const byPage = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    if (record.language !== language) continue;
    const list = byPage.get(record.url_without_anchor) ?? [];
    list.push(record);
    byPage.set(record.url_without_anchor, list);
  }
  return [...byPage.entries()].map(([pageUrl, list], id) => {
    const first = list[0];
    const url = new URL(pageUrl).pathname.replace(/\/$/, '') || '/';
    const sections: Section[] = [];
    const headings = new Set<string>();
    const captions = new Set<string>();
    for (const record of list) {
      record.captions?.forEach((caption) => captions.add(caption));
      const sectionHeadings = headingLevels.map((level) => record.hierarchy[level]).filter((h): h is string => Boolean(h));
      sectionHeadings.forEach((heading) => headings.add(heading));
      let section = sections.find((s) => s.anchor === record.anchor);
      if (!section) {
        section = {anchor: record.anchor, headings: sectionHeadings, text: ''};
        sections.push(section);
      }
      if (record.content) section.text = section.text ? `${section.text} ${record.content}` : record.content;
    }
    const page: IndexedPage = {
      id,
      url,
      title: first.hierarchy.lvl1 ?? url,
      lvl0: first.hierarchy.lvl0 ?? '',
      ...(first.area && {area: first.area}),
      ...(first.about && {about: first.about}),
      kind: /^(\/de)?\/blog\//.test(url) ? 'release' : 'doc',
      headings: [...headings].join('\n'),
      ...(captions.size && {captions: [...captions].join('\n')}),
      body: sections.map((s) => s.text).join('\n'),
      ...(first.sample && {sample: true}),
    };
    return {page, sections};
  });
}

/** The pages of `language` in `languageDir`, its folder of the build. */
export async function languageDocuments(languageDir: string, language: Language): Promise<PageDocument[]> {
  // The labels of the language's hierarchy, and the other languages' folders in the default one's (de/).
  const locale = {...searchLocales(languageDir).find(({code}) => code === language)!, dir: languageDir};
  return pageDocuments((await localeRecords([locale])).records, language);
}

/** Writes the index of `docs` (ids 0…n-1 in this order) into `dir`, replacing what was there. */
export function writeIndexFiles(dir: string, docs: PageDocument[], language: Language): void {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(path.join(dir, 'pages'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'shards'));
  const {head, shards} = serialiseIndex(
    buildIndex(
      docs.map(({page}) => page),
      language,
    ),
  );
  fs.writeFileSync(path.join(dir, 'index.json'), head);
  shards.forEach((shard, n) => fs.writeFileSync(path.join(dir, 'shards', `${n}.json`), shard));
  const {build} = JSON.parse(head) as IndexHead;
  for (const {page, sections} of docs) {
    fs.writeFileSync(path.join(dir, 'pages', `${page.id}.json`), JSON.stringify({build, url: page.url, sections} satisfies PageFile));
  }
}

/** The index in `dir` as a browser that has loaded all of it ranks with, and its pages' URLs by page id. */
export function readIndexFiles(dir: string, language: Language) {
  const read = (...names: string[]) => fs.readFileSync(path.join(dir, ...names), 'utf8');
  const count = (folder: string) => fs.readdirSync(path.join(dir, folder)).length;
  const shards = Array.from({length: count('shards')}, (_, n) => read('shards', `${n}.json`));
  const urls = Array.from({length: count('pages')}, (_, id) => (JSON.parse(read('pages', `${id}.json`)) as {url: string}).url);
  return {index: loadIndex(read('index.json'), shards, language), urls};
}

/** Indexes the pages of `language` in `languageDir`, its folder of the build, into `<languageDir>/search-index/`. */
export async function buildEmbeddedIndex(languageDir: string, language: Language, log: (line: string) => void = console.log) {
  const started = Date.now();
  const docs = await languageDocuments(languageDir, language);
  const dir = path.join(languageDir, INDEX_DIR);
  writeIndexFiles(dir, docs, language);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`[search] ${language}: indexed ${docs.length} pages into ${path.relative(process.cwd(), dir)} (${seconds} s)`);
}
