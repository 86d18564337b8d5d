/**
 * The worker of the first-results script (./index.ts): loads the index the page hands
 * it and answers the page's first request with the page's own search client.
 */
import {createEmbeddedClient} from '../embedded/client';
import * as engine from '../embedded/engine';
import {loadPageSections} from '../embedded/load';
import {FIRST_HITS, PAGE_SIZE, searchPageRequest} from '../searchPage';
import type {SearchResult} from '../types';
import type {WorkerAnswer, WorkerRequest} from './contract';

function searchFor(request: WorkerRequest): (hitsPerPage: number) => Promise<SearchResult> {
  const index = engine.loadIndex(new TextDecoder().decode(request.index), request.language);
  const client = createEmbeddedClient({
    language: request.language,
    loadIndex: async () => ({engine, index}),
    // Absolute: the worker's own address is a blob: URL. Each file once: the page of
    // results asks again for the sections of the first hits.
    loadSections: (id) => loadPageSections(request.indexUrl, id),
    origin: request.origin,
    sampleLabel: request.sampleLabel,
    indexName: '',
  });
  return async (hitsPerPage) => {
    const {results} = await client.search({
      requests: [searchPageRequest({indexName: '', query: request.query, page: 0, hitsPerPage})],
    });
    return results[0] as SearchResult;
  };
}

/** As the page asks: its first hits, then the rest of its first page. */
async function answer(request: WorkerRequest): Promise<void> {
  const search = searchFor(request);
  const first = await search(FIRST_HITS);
  self.postMessage({first} satisfies WorkerAnswer);
  if (first.nbHits > FIRST_HITS) self.postMessage({page: await search(PAGE_SIZE)} satisfies WorkerAnswer);
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  answer(event.data).catch((error: unknown) => self.postMessage({error: String(error)} satisfies WorkerAnswer));
};
