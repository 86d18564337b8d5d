/**
 * Paints the first results of /search?q=… before the app has loaded. The page loads this
 * script async, with its index preloaded. The script fetches the index and hands it to
 * its worker (./worker.ts, built into this file), which loads it and runs the page's first
 * request and then its first page; this thread only paints the first hits into the page's
 * placeholder, as the page renders them. Loading and ranking thus stay off the thread that
 * parses and paints the page. The app starts once they are painted, takes over both answers
 * (it needs the engine and the index only when the reader asks for more), and its own
 * rendering of them replaces the placeholder.
 * Only on a page's first load: after a navigation in the app, the app searches alone.
 */
import {capQuery} from '../query';
import {isLocale} from '@site/config/i18n';
import {FIRST_HITS} from '../searchPage';
import type {SearchResult} from '../types';
import {
  handOver,
  LANGUAGE_ATTRIBUTE,
  PAINTED_TIMING,
  PLACEHOLDER_ATTRIBUTE,
  type PlaceholderData,
  type WorkerAnswer,
  type WorkerRequest,
} from './contract';
import {resultHtml} from './markup';

/** The worker's code (scripts/search/build-first-results.ts): started from memory, no request. */
declare const WORKER_SOURCE: string;

function placeholder(): Promise<HTMLElement | null> {
  const find = () => document.querySelector<HTMLElement>(`[${PLACEHOLDER_ATTRIBUTE}]`);
  if (document.readyState !== 'loading') return Promise.resolve(find());
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(find()), {once: true}));
}

interface FirstResultsWorker {
  /** Sends the request; the answers settle `first` and `page`. */
  ask: (request: WorkerRequest) => void;
  first: Promise<SearchResult>;
  page: Promise<SearchResult>;
  /** Ends the worker, failing what it has not answered. */
  stop: (reason: string) => void;
}

/** The worker, started at once: it compiles its code while the index is still on its way. */
function startWorker(): FirstResultsWorker {
  const url = URL.createObjectURL(new Blob([WORKER_SOURCE], {type: 'text/javascript'}));
  const worker = new Worker(url);
  const first = settleable<SearchResult>();
  const page = settleable<SearchResult>();
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

/**
 * Settles once the browser has put the results in `target` on screen: the app's start, a
 * long task, waits for it, so that the reader sees them first. The Element Timing API
 * reports that moment for what is in the viewport; where the API is missing, or no result
 * is in view (a phone held sideways), two frames stand in. A background tab does not
 * paint, so there it settles at once.
 */
function painted(target: HTMLElement): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const inView = (block: Element) => {
    const box = block.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  };
  const blocks = target.isConnected ? Array.from(target.querySelectorAll('h2, p')).filter(inView) : [];
  const elementTiming = (window.PerformanceObserver?.supportedEntryTypes ?? []).includes('element');
  if (!elementTiming || blocks.length === 0)
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & {identifier?: string}).identifier === PAINTED_TIMING)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({type: 'element'});
    for (const block of blocks) block.setAttribute('elementtiming', PAINTED_TIMING);
  });
}

/** A promise settled from outside; a rejection nobody waits for is not reported. */
function settleable<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  promise.catch(() => undefined);
  return {promise, resolve, reject};
}

async function paintFirstResults(script: HTMLScriptElement): Promise<void> {
  const language = script.getAttribute(LANGUAGE_ATTRIBUTE) ?? undefined;
  const query = capQuery(new URLSearchParams(window.location.search).get('q') ?? '').trim();
  if (!query || !isLocale(language)) return;
  const indexUrl = new URL('.', script.src).href;
  const index = fetch(`${indexUrl}index.json`).then((response) => {
    if (!response.ok) throw new Error(`index.json: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  const worker = startWorker();
  // The app takes these over for the same query (it asks the same of the same client).
  handOver({query, first: worker.first, page: worker.page});
  try {
    const target = await placeholder();
    if (!target) throw new Error('no placeholder');
    const data = JSON.parse(target.getAttribute(PLACEHOLDER_ATTRIBUTE) ?? '') as PlaceholderData;
    worker.ask({indexUrl, language, query, origin: window.location.origin, sampleLabel: data.sampleLabel, index: await index});
    const {hits} = await worker.first;
    // The app may have shown its own results meanwhile (it then removed the placeholder).
    if (target.isConnected) target.innerHTML = hits.map((hit) => resultHtml(hit, data.classes)).join('');
    await painted(target);
  } catch (error) {
    worker.stop(String(error));
    throw error;
  }
}

const script = document.currentScript;
// The app starts once the first results are painted (plugins/performance/start-after-paint),
// and shows the error, should the index not load. Every run sets the hold, one with nothing
// to paint too: the starter takes a marked script without a hold for one that has not run yet.
(window as Window & {appStartHold?: Promise<void>}).appStartHold =
  script instanceof HTMLScriptElement && document.readyState !== 'complete'
    ? paintFirstResults(script).catch(() => undefined)
    : Promise.resolve();
