/**
 * Loads the embedded index of a language and the sections of its pages, each file once per worker (./worker.ts).
 * Files of the build: <language root>/search-index/ (plugins/search/indexing/build-embedded-index.ts).
 */
import type {Language} from './engineTypes';
import type {LoadedIndex, PageOutline, Section} from './client';

/** Each load by the URL it fetches. */
const loads = new Map<string, Promise<unknown>>();

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** Caches a load; a failed one (offline, missing file) may succeed on the next query. */
function once<T>(url: string, load: () => Promise<T>): Promise<T> {
  let loading = loads.get(url) as Promise<T> | undefined;
  if (!loading) {
    loading = load();
    loading.catch(() => loads.delete(url));
    loads.set(url, loading);
  }
  return loading;
}

/**
 * The index at `<indexDir>index.json` (indexDir ends with a slash, e.g. "/de/search-index/")
 * and the engine's code (a chunk of its own), fetched side by side.
 */
export function loadEmbeddedIndex(indexDir: string, language: Language): Promise<LoadedIndex> {
  const url = `${indexDir}index.json`;
  return once(url, async () => {
    const [engine, json] = await Promise.all([import('./engine'), fetchText(url)]);
    return {engine, index: engine.loadIndex(json, language)};
  });
}

/** The sections of page `id` of the index in `indexDir`. */
export function loadPageSections(indexDir: string, id: number): Promise<Section[]> {
  const url = `${indexDir}pages/${id}.json`;
  return once(url, async () => (JSON.parse(await fetchText(url)) as {sections: Section[]}).sections);
}

/** The outlines of the pages of the index in `indexDir`, by page id. */
export function loadPageOutlines(indexDir: string): Promise<PageOutline[]> {
  const url = `${indexDir}outlines.json`;
  return once(url, async () => JSON.parse(await fetchText(url)) as PageOutline[]);
}
