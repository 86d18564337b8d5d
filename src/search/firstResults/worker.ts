/**
 * The worker of the first-results script (./index.ts): loads the index the page hands
 * it and answers the page's first request with the page's own search client.
 */
import {createEmbeddedClient} from '../embedded/client';
import {loadIndex} from '../embedded/engine';
import type {Section} from '../embedded/outline';
import {FIRST_HITS, searchPageRequest} from '../searchPage';
import type {SearchHit, SearchResult} from '../types';
import type {WorkerAnswer, WorkerRequest} from './contract';

async function fetchSections(url: string): Promise<Section[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return ((await response.json()) as {sections: Section[]}).sections;
}

async function firstHits(request: WorkerRequest): Promise<SearchHit[]> {
  const engine = await import('../embedded/engine');
  const index = loadIndex(new TextDecoder().decode(request.index), request.language);
  const client = createEmbeddedClient({
    language: request.language,
    loadIndex: async () => ({engine, index}),
    // Absolute: the worker's own address is a blob: URL.
    loadSections: (id) => fetchSections(`${request.indexUrl}pages/${id}.json`),
    origin: request.origin,
    sampleLabel: request.sampleLabel,
    indexName: '',
  });
  const {results} = await client.search({
    requests: [searchPageRequest({indexName: '', query: request.query, page: 0, hitsPerPage: FIRST_HITS})],
  });
  return (results[0] as SearchResult).hits;
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  firstHits(event.data).then(
    (hits) => self.postMessage({hits} satisfies WorkerAnswer),
    (error: unknown) => self.postMessage({error: String(error)} satisfies WorkerAnswer),
  );
};
