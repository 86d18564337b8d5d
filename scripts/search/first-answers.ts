/**
 * What lets /search?q=<one word> paint its first results from one small request
 * (src/search/firstResults/bootstrap.ts), written by the build for each language:
 *
 *   <language root>/search-index/answers/<hash>.json   per word, the first hits of the page for
 *       that word, as the page shows them: for every word of the indexed pages (the case-blind
 *       words of src/search/embedded/engine.ts) that finds something, spread over
 *       ANSWER_FILES files by a hash of the word (all of them written, some empty). Each is
 *       the answer of the same client, index and page files the page's own search uses, so
 *       the app's results, when it takes over, are the same.
 *   <language root>/search/index.html                  the start script, inline in <head>.
 *
 * A page without the first-results placeholder (a build on Algolia) gets neither.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as engine from '../../src/search/embedded/engine';
import {createEmbeddedClient} from '../../src/search/embedded/client';
import type {Section} from '../../src/search/embedded/outline';
import {FIRST_HITS, searchPageRequest} from '../../src/search/searchPage';
import type {SearchResult} from '../../src/search/types';
import {resultHtml} from '../../src/search/firstResults/markup';
import {
  ANSWER_FILES,
  answerFile,
  answerFileName,
  ANSWERS_DIR,
  answerWord,
  INDEX_DIR_ATTRIBUTE,
  LANGUAGE_ATTRIBUTE,
  PLACEHOLDER_ATTRIBUTE,
  type AnswerFile,
  type PlaceholderData,
} from '../../src/search/firstResults/contract';
import {SEARCH_PAGE_PATH} from '../../config/search';
import {site} from '../../config/site';
import {localeDir} from '../../config/i18n';
import {searchStartScript} from './build-first-results';
import type {PageDocument} from './embedded-pages';

/** The built search page of a language. */
export function searchPageFile(buildDir: string, language: engine.Language): string {
  return path.join(buildDir, localeDir(language), SEARCH_PAGE_PATH, 'index.html');
}

/** What the page's placeholder tells its scripts (classes, badge label); undefined when the page has none. */
export function placeholderData(html: string, file: string): PlaceholderData | undefined {
  const value = cheerio.load(html)(`[${PLACEHOLDER_ATTRIBUTE}]`).attr(PLACEHOLDER_ATTRIBUTE);
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as PlaceholderData;
  } catch (error) {
    throw new Error(`${file}: the ${PLACEHOLDER_ATTRIBUTE} attribute is not JSON (${String(error)})`);
  }
}

/** A start script this step wrote before (the index may be built again on the same build). */
const writtenBefore = new RegExp(`<script ${LANGUAGE_ATTRIBUTE}=\\S+ ${INDEX_DIR_ATTRIBUTE}=\\S+>[^]*?</script>`);

/** The page with the start script at the end of its <head>, reading the index in `indexDir`. */
export function withStartScript(page: string, file: string, language: engine.Language, indexDir: string): string {
  const script = searchStartScript();
  if (/<\/script/i.test(script)) throw new Error('scripts/search/first-answers.ts: the start script contains "</script"');
  const html = page.replace(writtenBefore, '');
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error(`${file}: no </head> to write the search start script into`);
  const tag = `<script ${LANGUAGE_ATTRIBUTE}=${language} ${INDEX_DIR_ATTRIBUTE}=${indexDir}>${script}</script>`;
  return html.slice(0, headEnd) + tag + html.slice(headEnd);
}

/** Every answer word of the pages: of their titles, headings and text. */
function pageWords(docs: PageDocument[]): Set<string> {
  const found = new Set<string>();
  const add = (text: string | null | undefined) => {
    for (const word of engine.words(text ?? '')) {
      const key = answerWord(word);
      if (key !== undefined) found.add(key);
    }
  };
  for (const {page, sections} of docs) {
    add(page.title);
    for (const section of sections) {
      section.headings.forEach(add);
      add(section.text);
    }
  }
  return found;
}

/**
 * Writes the answers of `language` into `indexDir` (whose index.json and pages/ are
 * written) and the start script into its search page. Returns how many answers it wrote.
 */
export async function writeFirstAnswers(args: {
  buildDir: string;
  indexDir: string;
  language: engine.Language;
  docs: PageDocument[];
}): Promise<number> {
  const {buildDir, indexDir, language, docs} = args;
  const pageFile = searchPageFile(buildDir, language);
  if (!fs.existsSync(pageFile)) throw new Error(`${pageFile}: no search page to write the start script into`);
  const html = fs.readFileSync(pageFile, 'utf8');
  const data = placeholderData(html, pageFile);
  if (!data) return 0;
  // As the page reads them: the index and page files just written, each page's once.
  const sections = new Map<number, Section[]>();
  const index = engine.loadIndex(fs.readFileSync(path.join(indexDir, 'index.json'), 'utf8'), language);
  const client = createEmbeddedClient({
    language,
    loadIndex: async () => ({engine, index}),
    loadSections: async (id) => {
      let loaded = sections.get(id);
      if (!loaded) {
        loaded = (JSON.parse(fs.readFileSync(path.join(indexDir, 'pages', `${id}.json`), 'utf8')) as {sections: Section[]}).sections;
        sections.set(id, loaded);
      }
      return loaded;
    },
    // Hit URLs become paths (resultHtml), so the origin does not show.
    origin: 'https://localhost',
    sampleLabel: data.sampleLabel,
    indexName: '',
  });
  const files = new Map<string, AnswerFile>();
  for (let n = 0; n < ANSWER_FILES; n++) files.set(answerFileName(n), {});
  let written = 0;
  for (const word of [...pageWords(docs)].sort()) {
    const request = searchPageRequest({indexName: '', query: word, page: 0, hitsPerPage: FIRST_HITS});
    const [result] = (await client.search({requests: [request]})).results as SearchResult[];
    if (!result || result.hits.length === 0) continue;
    files.get(answerFile(word))![word] = result.hits.map((hit) => resultHtml(hit, data.classes)).join('');
    written++;
  }
  const dir = path.join(indexDir, ANSWERS_DIR);
  fs.mkdirSync(dir, {recursive: true});
  for (const [name, answers] of files) fs.writeFileSync(path.join(dir, name), JSON.stringify(answers));
  const indexUrl = `${site.baseUrl}${localeDir(language) ? `${localeDir(language)}/` : ''}${path.basename(indexDir)}/`;
  fs.writeFileSync(pageFile, withStartScript(html, pageFile, language, indexUrl));
  return written;
}
