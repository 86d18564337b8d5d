/**
 * `npm run bench:search:compare`: the engines site search could run on, measured on
 * the relevance queries (bench/search-queries.<language>.json) and the built site:
 *
 *   pagefind      Pagefind 1.6 as the site configured it before (an index of a copy of
 *                 build/'s pages with the same annotation, queried in Chromium, where its
 *                 WebAssembly runs)
 *   pagefind+     the same, behind a correction pass: each word the site's vocabulary
 *                 lacks corrected to its nearest word there (at most 2 edits), German
 *                 compounds split into known words, synonym variants merged in
 *   minisearch    the embedded engine of the site (src/search/embedded/engine.ts)
 *   flexsearch    FlexSearch 0.8, one index per field, LatinAdvanced charset, Snowball stems
 *   orama         Orama 3 with its German/English tokenizer, Snowball stems and typo tolerance
 *
 * For each: top-1, top-3 and MRR per language, index size (bytes and gzip), bytes of a
 * first and a follow-up query, query time in Node (p95; Pagefind in Chromium), build time.
 * Pagefind, FlexSearch and Orama are not dependencies of the site: they are installed into
 * bench/.engines/ on first use. Needs `npm run build` (both languages).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {buildRecords} from '../search/algolia';
import {pageDocuments} from '../search/embedded-pages';
import {
  buildIndex,
  loadIndex,
  rankPages,
  serialiseIndex,
  synonymsOf,
  splitCompound,
  words,
  type IndexedPage,
  type Language,
} from '../../src/search/embedded/engine';
import {searchSynonyms} from '../../config/search-synonyms';
import {stemmer as stemGerman} from '@orama/stemmers/german';
import {stemmer as stemEnglish} from '@orama/stemmers/english';
import {startNginx} from '../nginx';
import {chromiumPath} from '../chromium';
import {npmCommand} from '../node-bin';
import {loadQueries, queriesFile, scoreRelevance, type RelevanceScore} from './relevance';
import {percentile} from './search';

const siteDir = path.resolve(__dirname, '../..');
const enginesDir = path.join(siteDir, 'bench', '.engines');
const ENGINE_PACKAGES = {flexsearch: '0.8.212', '@orama/orama': '3.1.18', pagefind: '1.6.0'};
const languages: Language[] = ['en', 'de'];
const stem = {en: stemEnglish, de: stemGerman};
/** Pages the modal shows per query; each engine but Pagefind then loads those pages' sections (one small file each). */
const MODAL_PAGES = 8;

interface Searcher {
  search(query: string): Promise<string[]> | string[];
}

interface EngineFigures {
  name: string;
  relevance: Record<string, RelevanceScore>;
  indexBytes: Record<string, {raw: number; gzip: number}>;
  firstQueryBytes: number;
  followUpQueryBytes: number;
  queryP95Ms: number;
  buildMs: number;
}

const gzip = (text: string | Buffer) => zlib.gzipSync(text, {level: 9}).length;

/** Pagefind, FlexSearch and Orama, installed outside the site's dependencies. */
function ensureEngines(): void {
  const manifest = path.join(enginesDir, 'package.json');
  const wanted = JSON.stringify({name: 'search-engines', private: true, dependencies: ENGINE_PACKAGES}, null, 2);
  if (fs.existsSync(manifest) && fs.readFileSync(manifest, 'utf8') === wanted && fs.existsSync(path.join(enginesDir, 'node_modules')))
    return;
  fs.mkdirSync(enginesDir, {recursive: true});
  fs.writeFileSync(manifest, wanted);
  const npm = npmCommand(['install', '--no-audit', '--no-fund', '--ignore-scripts']);
  execFileSync(npm.command, npm.args, {cwd: enginesDir, stdio: 'inherit', shell: npm.shell});
}

/** Minified, gzipped size of a module bundle (the engine's code a reader downloads). */
function codeBytes(entry: string, resolveDir: string): number {
  const esbuild = require('esbuild') as typeof import('esbuild');
  const result = esbuild.buildSync({
    stdin: {contents: entry, resolveDir, loader: 'ts'},
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    alias: {'@site': siteDir},
  });
  return gzip(Buffer.from(result.outputFiles[0].contents));
}

function sectionsBytes(docs: ReturnType<typeof pageDocuments>): number {
  // What the modal loads for a query: the sections of its first pages, one file each (median page size × pages).
  const sizes = docs.map((d) => gzip(JSON.stringify(d.sections)) + 200).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] * MODAL_PAGES;
}

async function timeQueries(searcher: Searcher, queries: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const query of queries) {
    for (let end = 3; end <= query.length; end += 3) {
      const started = performance.now();
      await searcher.search(query.slice(0, end));
      times.push(performance.now() - started);
    }
  }
  return times;
}

type Docs = Record<Language, ReturnType<typeof pageDocuments>>;

async function measure(
  name: string,
  docs: Docs,
  build: (pages: IndexedPage[], language: Language) => Promise<string> | string,
  load: (serialised: string, language: Language, pages: IndexedPage[]) => Promise<Searcher> | Searcher,
  code: number,
): Promise<EngineFigures> {
  const figures: EngineFigures = {
    name,
    relevance: {},
    indexBytes: {},
    firstQueryBytes: 0,
    followUpQueryBytes: 0,
    queryP95Ms: 0,
    buildMs: 0,
  };
  const times: number[] = [];
  for (const language of languages) {
    const pages = docs[language].map((d) => d.page);
    const started = performance.now();
    const serialised = await build(pages, language);
    figures.buildMs += performance.now() - started;
    const searcher = await load(serialised, language, pages);
    const queries = loadQueries(queriesFile(siteDir, language));
    figures.relevance[language] = await scoreRelevance(queries, (q) => searcher.search(q));
    times.push(
      ...(await timeQueries(
        searcher,
        queries.map((q) => q.query),
      )),
    );
    figures.indexBytes[language] = {raw: Buffer.byteLength(serialised), gzip: gzip(serialised)};
    const sections = sectionsBytes(docs[language]);
    figures.firstQueryBytes = Math.max(figures.firstQueryBytes, code + figures.indexBytes[language].gzip + sections);
    figures.followUpQueryBytes = Math.max(figures.followUpQueryBytes, sections);
  }
  figures.queryP95Ms = percentile(
    [...times].sort((a, b) => a - b),
    95,
  );
  return figures;
}

async function miniSearchFigures(docs: Docs): Promise<EngineFigures> {
  return measure(
    'minisearch',
    docs,
    (pages, language) => serialiseIndex(buildIndex(pages, language)),
    (serialised, language) => {
      const index = loadIndex(serialised, language);
      return {search: (q) => rankPages(index, q, language, 10).map((p) => p.url)};
    },
    codeBytes(`export * from '@site/src/search/embedded/engine';`, siteDir),
  );
}

/** The parts of FlexSearch 0.8 and Orama 3 used here (they are not dependencies of the site, so no types). */
interface FlexIndex {
  add(id: number, text: string): void;
  search(query: string, options: {limit: number; suggest: boolean}): number[];
  export(handler: (key: string, data: string) => void): Promise<void> | void;
  import(key: string, data: string): Promise<void> | void;
}
interface FlexSearchModule {
  Index: new (options: Record<string, unknown>) => FlexIndex;
  Encoder: new (...options: Record<string, unknown>[]) => unknown;
  Charset: Record<string, Record<string, unknown>>;
}
interface OramaModule {
  create(options: Record<string, unknown>): unknown;
  insert(db: unknown, document: Record<string, string>): unknown;
  search(db: unknown, params: Record<string, unknown>): Promise<{hits: {document: {url: string}}[]}>;
  save(db: unknown): unknown;
  load(db: unknown, raw: unknown): void;
}

const FIELD_WEIGHTS = {title: 6, lvl0: 1.5, headings: 2, body: 1} as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

/** Merges per-field rankings (ids best first) by weighted reciprocal rank. */
function mergeRankings(rankings: Partial<Record<Field, number[]>>, pages: IndexedPage[]): string[] {
  const scores = new Map<number, number>();
  for (const field of FIELDS)
    (rankings[field] ?? []).forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + FIELD_WEIGHTS[field] / (rank + 1)));
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([id]) => pages[id].url);
}

async function flexSearchFigures(docs: Docs): Promise<EngineFigures> {
  const flex = require(path.join(enginesDir, 'node_modules/flexsearch')) as FlexSearchModule;
  const create = (language: Language) =>
    Object.fromEntries(
      FIELDS.map((field) => [
        field,
        new flex.Index({
          tokenize: 'forward',
          resolution: 9,
          encoder: new flex.Encoder(flex.Charset.LatinAdvanced, {finalize: (terms: string[]) => terms.map((t) => stem[language](t))}),
        }),
      ]),
    ) as Record<Field, FlexIndex>;
  return measure(
    'flexsearch',
    docs,
    async (pages, language) => {
      const indexes = create(language);
      for (const page of pages) for (const field of FIELDS) indexes[field].add(page.id, page[field]);
      const exported: Record<string, Record<string, string>> = {};
      for (const field of FIELDS) {
        exported[field] = {};
        await indexes[field].export((key: string, data: string) => {
          exported[field][key] = data;
        });
      }
      return JSON.stringify(exported);
    },
    async (serialised, language, pages) => {
      const indexes = create(language);
      const data = JSON.parse(serialised) as Record<Field, Record<string, string>>;
      for (const field of FIELDS) for (const [key, value] of Object.entries(data[field])) await indexes[field].import(key, value);
      return {
        search: (q) => mergeRankings(Object.fromEntries(FIELDS.map((f) => [f, indexes[f].search(q, {limit: 20, suggest: true})])), pages),
      };
    },
    codeBytes(`export {Index, Encoder, Charset} from 'flexsearch';`, enginesDir),
  );
}

async function oramaFigures(docs: Docs): Promise<EngineFigures> {
  const orama = (await import(path.join(enginesDir, 'node_modules/@orama/orama/dist/esm/index.js'))) as OramaModule;
  const schema = {title: 'string', lvl0: 'string', headings: 'string', body: 'string', url: 'string'} as const;
  const make = (language: Language) =>
    orama.create({
      schema,
      components: {tokenizer: {language: language === 'de' ? 'german' : 'english', stemming: true, stemmer: stem[language]}},
    });
  return measure(
    'orama',
    docs,
    (pages, language) => {
      const db = make(language);
      for (const page of pages)
        orama.insert(db, {
          id: String(page.id),
          title: page.title,
          lvl0: page.lvl0,
          headings: page.headings,
          body: page.body,
          url: page.url,
        });
      return JSON.stringify(orama.save(db));
    },
    (serialised, language) => {
      const db = make(language);
      orama.load(db, JSON.parse(serialised));
      return {
        search: async (q) => {
          const result = await orama.search(db, {
            term: q,
            tolerance: 1,
            boost: {title: 6, lvl0: 1.5, headings: 2},
            properties: ['title', 'lvl0', 'headings', 'body'],
            limit: 10,
          });
          return result.hits.map((hit) => hit.document.url);
        },
      };
    },
    codeBytes(`export {create, insert, search, load} from '@orama/orama';`, enginesDir),
  );
}

/** Nearest vocabulary word within 2 edits (Damerau–Levenshtein; 1 below 8 letters), the more frequent on a tie; or null. */
function nearest(word: string, vocabulary: Map<string, number>): string | null {
  const limit = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
  let best: {word: string; distance: number; count: number} | null = null;
  for (const [candidate, count] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = editDistance(word, candidate, limit + 1);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = {word: candidate, distance, count};
  }
  return best?.word ?? null;
}

function editDistance(a: string, b: string, limit: number): number {
  const rows = Array.from({length: a.length + 1}, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2][j - 2] + 1);
      rows[i][j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin >= limit) return limit;
  }
  return rows[a.length][b.length];
}

/** A copy of the build with a Pagefind index per language, made as the site made it before (one bundle per language). */
async function pagefindBuild(): Promise<{root: string; buildMs: number}> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  const buildDir = path.join(siteDir, 'build');
  fs.cpSync(buildDir, root, {recursive: true, filter: (source) => !source.split(path.sep).includes('search-index')});
  const pagefind = (await import(path.join(enginesDir, 'node_modules/pagefind/lib/index.js'))) as {
    createIndex(
      options: object,
    ): Promise<{index: {addHTMLFile(file: object): Promise<{errors: string[]}>; writeFiles(options: object): Promise<{errors: string[]}>}}>;
    close(): Promise<void>;
  };
  const annotation = (await import('../build-search-index.mjs')) as {
    localesOf(dir: string): {code: string; dir: string; otherLocaleDirs: string[]; releaseNotes: string; documentation: string}[];
    htmlFiles(dir: string, skip: string[]): AsyncGenerator<string>;
    annotate(html: string, labels: object): string | null;
    pageUrl(localeDir: string, file: string): string;
    excludeSelectors: string[];
  };
  const started = performance.now();
  for (const locale of annotation.localesOf(root)) {
    const {index} = await pagefind.createIndex({forceLanguage: locale.code, excludeSelectors: annotation.excludeSelectors});
    for await (const file of annotation.htmlFiles(locale.dir, locale.otherLocaleDirs)) {
      const annotated = annotation.annotate(fs.readFileSync(file, 'utf8'), locale);
      if (annotated) await index.addHTMLFile({url: annotation.pageUrl(locale.dir, file), content: annotated});
    }
    await index.writeFiles({outputPath: path.join(locale.dir, 'pagefind')});
  }
  await pagefind.close();
  return {root, buildMs: performance.now() - started};
}

/** Pagefind in Chromium on a served copy of the build, with or without the correction pass. */
async function pagefindFigures(docs: Docs, port: number): Promise<EngineFigures[]> {
  const {root, buildMs} = await pagefindBuild();
  const nginx = await startNginx({root, port});
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const results: EngineFigures[] = [];
    for (const corrected of [false, true]) {
      const figures: EngineFigures = {
        name: corrected ? 'pagefind+' : 'pagefind',
        relevance: {},
        indexBytes: {},
        firstQueryBytes: 0,
        followUpQueryBytes: 0,
        queryP95Ms: 0,
        buildMs,
      };
      const times: number[] = [];
      for (const language of languages) {
        const prefix = language === 'en' ? '' : `/${language}`;
        const context = await browser.newContext();
        const page = await context.newPage();
        let bytes = 0;
        page.on('requestfinished', (request) => {
          if (request.url().includes('/pagefind/'))
            void request
              .sizes()
              .then((s) => (bytes += s.responseBodySize + s.responseHeadersSize))
              .catch(() => {});
        });
        await page.goto(`http://127.0.0.1:${port}${prefix}/docs/`);
        const run = (q: string) =>
          page.evaluate(
            async ({q, bundle}) => {
              const w = window as unknown as {pf?: Promise<{search(q: string): Promise<{results: {data(): Promise<{url: string}>}[]}>}>};
              w.pf ??= import(/* webpackIgnore: true */ bundle);
              const pf = await w.pf;
              const started = performance.now();
              const found = await pf.search(q);
              const urls = await Promise.all(found.results.slice(0, 10).map(async (r) => (await r.data()).url));
              return {urls, ms: performance.now() - started};
            },
            {q, bundle: `${prefix}/pagefind/pagefind.js`},
          );
        const vocabulary = new Map<string, number>();
        for (const d of docs[language])
          for (const word of words(`${d.page.title} ${d.page.headings} ${d.page.body}`))
            vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
        const correct = (q: string) =>
          words(q)
            .map((word) => {
              if (vocabulary.has(word)) return word;
              const parts = language === 'de' ? splitCompound(word, (part) => vocabulary.has(part)) : [];
              if (parts.length) return parts.join(' ');
              return nearest(word, vocabulary) ?? word;
            })
            .join(' ');
        const search = async (q: string) => {
          const first = await run(corrected ? correct(q) : q);
          times.push(first.ms);
          // Pagefind's URLs start with the bundle's parent folder (/de/… for German).
          const site = (u: string) => (u.startsWith(`${prefix}/`) ? u : prefix + u);
          if (!corrected) return first.urls.map(site);
          const merged = [...first.urls];
          for (const synonym of synonymsOf(q, searchSynonyms[language]))
            for (const u of (await run(synonym)).urls) if (!merged.includes(u)) merged.push(u);
          return merged.map(site);
        };
        const queries = loadQueries(queriesFile(siteDir, language));
        await run('contract');
        bytes = 0;
        await page.waitForTimeout(200);
        figures.relevance[language] = await scoreRelevance(queries, search);
        const dir = path.join(root, language === 'en' ? '' : language, 'pagefind');
        let raw = 0;
        for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true}))
          if (entry.isFile()) raw += fs.statSync(path.join(entry.parentPath, entry.name)).size;
        // Pagefind's files are gzipped on disk already.
        figures.indexBytes[language] = {raw, gzip: raw};
        const vocabularyBytes = corrected ? gzip([...vocabulary.keys()].join('\n')) : 0;
        figures.firstQueryBytes = Math.max(figures.firstQueryBytes, vocabularyBytes);
        await context.close();
      }
      figures.queryP95Ms = percentile(
        [...times].sort((a, b) => a - b),
        95,
      );
      results.push(figures);
    }
    return results;
  } finally {
    await browser.close();
    nginx.kill('SIGQUIT');
    fs.rmSync(root, {recursive: true, force: true});
  }
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  const buildDir = path.join(siteDir, 'build');
  ensureEngines();
  const {records} = await buildRecords(buildDir);
  const docs = {en: pageDocuments(records, 'en'), de: pageDocuments(records, 'de')};
  const port = Number(process.env.BENCH_PORT ?? 3402);
  const all = [
    ...(await pagefindFigures(docs, port)),
    await miniSearchFigures(docs),
    await flexSearchFigures(docs),
    await oramaFigures(docs),
  ];
  console.log('| Engine | en top-1 / top-3 / MRR | de top-1 / top-3 / MRR | Index en / de (gzip) | Query p95 (Node) | Build (both) |');
  console.log('| --- | --- | --- | --- | ---: | ---: |');
  for (const e of all) {
    const rel = (l: Language) => `${pct(e.relevance[l].top1)} / ${pct(e.relevance[l].top3)} / ${e.relevance[l].mrr.toFixed(3)}`;
    console.log(
      `| ${e.name} | ${rel('en')} | ${rel('de')} | ${kib(e.indexBytes.en.gzip)} / ${kib(e.indexBytes.de.gzip)} | ${e.queryP95Ms.toFixed(1)} ms | ${e.buildMs ? `${(e.buildMs / 1000).toFixed(1)} s` : '–'} |`,
    );
  }
  console.log(
    "\nEstimated bytes (engines other than Pagefind: code + whole index + the sections of 8 pages; follow-up: 8 pages' sections):",
  );
  for (const e of all.filter((x) => !x.name.startsWith('pagefind')))
    console.log(`- ${e.name}: first ${kib(e.firstQueryBytes)}, follow-up ${kib(e.followUpQueryBytes)}`);
  const plus = all.find((x) => x.name === 'pagefind+');
  if (plus) console.log(`- pagefind+: Pagefind's own traffic plus the vocabulary for corrections, ${kib(plus.firstQueryBytes)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
