/**
 * Builds the embedded search index of one language from the final HTML of its built
 * pages: the postBuild of the search plugin (plugins/search), after each locale's build,
 * into that locale's folder (`build/`, `build/de/`; a build of one locale is at the root).
 *
 *   <language root>/search-index/index.json       the engine's index of every page
 *                                                 (plugins/search/client/embedded/wireFormat.ts), loaded on
 *                                                 the first query
 *   <language root>/search-index/outlines.json    per page (by id) the first words of its top and
 *                                                 its sections' anchors and headings: what the
 *                                                 modal shows, loaded with the index by the modal
 *   <language root>/search-index/pages/<id>.json  a page's sections (anchor, headings, text),
 *                                                 loaded for the pages the /search page shows
 *
 * The pages, text and hierarchy are those of the Algolia records (algolia.ts), so
 * both providers search the same. Fails, naming the file, when a page cannot be indexed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildIndex} from '../client/embedded/engine';
import type {Language} from '../client/embedded/engineTypes';
import {serialiseIndex} from '../client/embedded/wireFormat';
import {outlineOf} from '../client/embedded/outline';
import {localeRecords} from './algolia';
import {pageDocuments, type PageSection} from './embedded-pages';
import {searchLocales} from './search-content';

/** The folder of a language's index, next to its pages. */
export const INDEX_DIR = 'search-index';

/** What a page's file holds: its path and its sections, headings as lvl2…lvl6 (null for a level the section skips). */
export interface PageSectionsFile {
  url: string;
  sections: PageSection[];
}

/** Indexes the pages of `language` in `languageDir`, its folder of the build, into `<languageDir>/search-index/`. */
export async function buildEmbeddedIndex(
  languageDir: string,
  language: Language,
  log: (line: string) => void = console.log,
): Promise<void> {
  const started = Date.now();
  // The labels of the language's hierarchy, and the other languages' folders in the default one's (de/).
  const locale = {...searchLocales(languageDir).find(({code}) => code === language)!, dir: languageDir};
  const {records} = await localeRecords([locale]);
  const docs = pageDocuments(records, language);
  const dir = path.join(languageDir, INDEX_DIR);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(path.join(dir, 'pages'), {recursive: true});
  const index = buildIndex(
    docs.map((d) => d.page),
    language,
  );
  fs.writeFileSync(path.join(dir, 'index.json'), serialiseIndex(index));
  // Page ids are 0…n-1 in this order (pageDocuments), so the outlines are a list.
  fs.writeFileSync(path.join(dir, 'outlines.json'), JSON.stringify(docs.map(({sections}) => outlineOf(sections))));
  for (const {page, sections} of docs) {
    const file: PageSectionsFile = {url: page.url, sections};
    fs.writeFileSync(path.join(dir, 'pages', `${page.id}.json`), JSON.stringify(file));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`[search] ${language}: indexed ${docs.length} pages into ${path.relative(process.cwd(), dir)} (${seconds} s)`);
}
