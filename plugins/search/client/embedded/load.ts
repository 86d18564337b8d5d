/**
 * Loads the embedded index of a language, the shards of postings its queries need and its pages, each file once
 * per worker (./worker.ts). Files of the build: <language root>/search-index/ (plugins/search/indexing/build-embedded-index.ts).
 */
import type {Language} from './engineTypes';
import type {LoadedIndex, PageFile} from './client';

/** Each load by the URL it fetches. */
const loads = new Map<string, Promise<unknown>>();

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** Caches a load in `cache`; a failed one (offline, missing file) may succeed on the next query. */
function once<T>(url: string, load: () => Promise<T>, cache = loads): Promise<T> {
  let loading = cache.get(url) as Promise<T> | undefined;
  if (!loading) {
    loading = load();
    loading.catch(() => cache.delete(url));
    cache.set(url, loading);
  }
  return loading;
}

/**
 * The index whose head is `<indexDir>index.json` (indexDir ends with a slash, e.g. "/de/search-index/"), with
 * the engine's code (a chunk of its own) fetched beside it; its shards (`shards/<n>.json`) as queries need
 * them, and its pages (`pages/<id>.json`) as they show them. A shard or page that fails to load (offline, or
 * of a newer build deployed since the head loaded) drops the head and what came with it, so the next query
 * starts again from the current build.
 */
export function loadEmbeddedIndex(indexDir: string, language: Language): Promise<LoadedIndex> {
  const url = `${indexDir}index.json`;
  return once(url, async () => {
    const [engine, head] = await Promise.all([import('./engine'), fetchText(url)]);
    const split = engine.loadIndexHead(head, language);
    const files = new Map<string, Promise<unknown>>();
    const load = <T>(file: string, read: (text: string) => T) => {
      const loading = once(`${indexDir}${file}`, async () => read(await fetchText(`${indexDir}${file}`)), files);
      loading.catch(() => loads.delete(url));
      return loading;
    };
    return {
      engine,
      rank: (query, limit) =>
        engine.rankSplit(split, query, language, limit, (shard) =>
          load(`shards/${shard}.json`, (text) => engine.addShard(split, shard, text)),
        ),
      page: (id) =>
        load(`pages/${id}.json`, (text) => {
          const page = JSON.parse(text) as PageFile;
          if (page.build !== split.build) throw new Error(`search index page ${id} is of another build than its head`);
          return page;
        }),
    };
  });
}
