/**
 * Paints the first results of /search?q=… before the app has loaded, from the index, and
 * answers the page's first page for the app. The page's start script (./bootstrap.ts) loads
 * it, with the index preloaded; or, once it has painted the first hits from the build's answer
 * for a one-word query, after the app's start, having promised the app these answers
 * (promiseHandOver), which the script then only settles. The script fetches the index and hands it to its worker (./worker.ts, built
 * into this file), which loads it and runs the page's first request and then its first page;
 * this thread only paints the first hits into the page's placeholder, as the page renders
 * them. Loading and ranking thus stay off the thread that parses and paints the page. The app
 * takes over both answers (it needs the engine and the index only when the reader asks for
 * more), and its own rendering of them replaces the placeholder.
 */
import {capQuery} from '../query';
import {isLocale} from '@site/config/i18n';
import {FIRST_HITS} from '../searchPage';
import type {SearchResult} from '../types';
import {announcePaint, handOver, LANGUAGE_ATTRIBUTE, takePromised, type WorkerAnswer, type WorkerRequest} from './contract';
import {settleable, type Settleable} from './settleable';
import {resultHtml} from './markup';
import {paint, placeholder} from './paint';

/** The worker's code (scripts/search/build-first-results.ts): started from memory, no request. */
declare const WORKER_SOURCE: string;

interface FirstResultsWorker {
  /** Sends the request; the answers settle `first` and `page`. */
  ask: (request: WorkerRequest) => void;
  first: Promise<SearchResult>;
  page: Promise<SearchResult>;
  /** Ends the worker, failing what it has not answered. */
  stop: (reason: string) => void;
}

/** The worker, which settles `answers`, started at once: it compiles its code while the index is still on its way. */
function startWorker(answers: {first: Settleable<SearchResult>; page: Settleable<SearchResult>}): FirstResultsWorker {
  const url = URL.createObjectURL(new Blob([WORKER_SOURCE], {type: 'text/javascript'}));
  const worker = new Worker(url);
  const {first, page} = answers;
  const stop = (reason: string) => {
    worker.terminate();
    URL.revokeObjectURL(url);
    first.reject(new Error(reason));
    page.reject(new Error(reason));
  };
  worker.onerror = () => stop('the worker failed');
  worker.onmessage = ({data}: MessageEvent<WorkerAnswer>) => {
    if ('error' in data) return stop(data.error);
    if ('first' in data) {
      first.resolve(data.first);
      // The page asks for more only when there are more.
      if (data.first.nbHits <= FIRST_HITS) stop('no more hits');
    } else {
      page.resolve(data.page);
      stop('done');
    }
  };
  return {ask: (request) => worker.postMessage(request, [request.index]), first: first.promise, page: page.promise, stop};
}

async function firstResults(script: HTMLScriptElement): Promise<void> {
  const language = script.getAttribute(LANGUAGE_ATTRIBUTE) ?? undefined;
  const query = capQuery(new URLSearchParams(window.location.search).get('q') ?? '').trim();
  if (!query || !isLocale(language)) return;
  const indexUrl = new URL('.', script.src).href;
  // Promised by the start script, which painted the first hits from the build's answer.
  const promised = takePromised(query);
  const answers = promised ?? {first: settleable<SearchResult>(), page: settleable<SearchResult>()};
  // The app takes these over for the same query (it asks the same of the same client).
  if (!promised) handOver({query, first: answers.first.promise, page: answers.page.promise});
  const index = fetch(`${indexUrl}index.json`).then((response) => {
    if (!response.ok) throw new Error(`index.json: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  const worker = startWorker(answers);
  try {
    const {target, data} = await placeholder();
    worker.ask({indexUrl, language, query, origin: window.location.origin, sampleLabel: data.sampleLabel, index: await index});
    const {hits} = await worker.first;
    if (!promised) await paint(target, hits.map((hit) => resultHtml(hit, data.classes)).join(''));
  } catch (error) {
    worker.stop(String(error));
    throw error;
  }
}

const script = document.currentScript;
// The start script waits for this paint before the app starts, and the app shows the error,
// should the index not load.
announcePaint(script instanceof HTMLScriptElement ? firstResults(script).catch(() => undefined) : Promise.resolve());
