/**
 * The embedded index's search client as the page uses it: the contract of
 * createEmbeddedClient (./client.ts), answered by the worker of ./worker.ts, which
 * starts with the first query. If the worker cannot start (its script did not load),
 * the queries waiting for it fail as RetryError, DocSearch's error screen, and the
 * next query starts a new one.
 */
import type {EmbeddedClientOptions} from './client';
import {retryError, type SearchArgs, type SearchClient, type SearchResult} from '../types';

/** What the worker's client is made of: its options but the loaders, which run in the worker, and the language's index folder ("/de/search-index/"). */
export type WorkerSettings = Omit<EmbeddedClientOptions, 'loadIndex'> & {indexDir: string};

export type WorkerRequest = {id: number; settings: WorkerSettings; args: SearchArgs};

export type WorkerResponse = {id: number; result: {results: SearchResult[]}} | {id: number; error: {name: string; message: string}};

let worker: Worker | null = null;
let lastId = 0;
const waiting = new Map<number, {resolve: (answer: {results: SearchResult[]}) => void; reject: (error: Error) => void}>();

function startedWorker(): Worker {
  if (worker) return worker;
  // Named, so its file is search-worker.<hash>.js whatever chunk ids the build uses (with the performance layer or without).
  const started = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search-worker'});
  started.onmessage = ({data}: MessageEvent<WorkerResponse>) => {
    const query = waiting.get(data.id);
    if (!query) return;
    waiting.delete(data.id);
    if ('result' in data) return query.resolve(data.result);
    const error = new Error(data.error.message);
    error.name = data.error.name;
    query.reject(error);
  };
  started.onerror = () => {
    started.terminate();
    if (worker === started) worker = null;
    for (const query of waiting.values()) query.reject(retryError('The search could not start.'));
    waiting.clear();
  };
  worker = started;
  return started;
}

export function createWorkerClient(settings: WorkerSettings): SearchClient {
  return {
    search(args) {
      return new Promise((resolve, reject) => {
        const id = ++lastId;
        waiting.set(id, {resolve, reject});
        startedWorker().postMessage({id, settings, args} satisfies WorkerRequest);
      });
    },
  };
}
