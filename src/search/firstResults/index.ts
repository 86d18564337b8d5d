/**
 * Paints the first results of /search?q=… before the app has loaded. The page loads this
 * script async, with its index preloaded. The script fetches the index and hands it to
 * its worker (./worker.ts, built into this file), which loads it and runs the page's first
 * request; this thread only paints the hits into the page's placeholder, as the page
 * renders them. Loading and ranking thus stay off the thread that parses and paints the
 * page. The app starts once they are painted, and its own results replace the placeholder.
 * Only on a page's first load: after a navigation in the app, the app searches alone.
 */
import {capQuery} from '../query';
import {isLocale} from '@site/config/i18n';
import {LANGUAGE_ATTRIBUTE, PLACEHOLDER_ATTRIBUTE, type PlaceholderData, type WorkerAnswer, type WorkerRequest} from './contract';
import {resultHtml} from './markup';

/** The worker's code (scripts/search/build-first-results.ts): started from memory, no request. */
declare const WORKER_SOURCE: string;

function placeholder(): Promise<HTMLElement | null> {
  const find = () => document.querySelector<HTMLElement>(`[${PLACEHOLDER_ATTRIBUTE}]`);
  if (document.readyState !== 'loading') return Promise.resolve(find());
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(find()), {once: true}));
}

/** The worker, started at once: it compiles its code while the index is still on its way. */
function startWorker(): {ask: (request: WorkerRequest) => Promise<WorkerAnswer>; stop: () => void} {
  const url = URL.createObjectURL(new Blob([WORKER_SOURCE], {type: 'text/javascript'}));
  const worker = new Worker(url);
  const stop = () => {
    worker.terminate();
    URL.revokeObjectURL(url);
  };
  const ask = (request: WorkerRequest) =>
    new Promise<WorkerAnswer>((resolve) => {
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => resolve(event.data);
      worker.onerror = () => resolve({error: 'the worker failed'});
      worker.postMessage(request, [request.index]);
    });
  return {ask, stop};
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
  try {
    const target = await placeholder();
    if (!target) return;
    const data = JSON.parse(target.getAttribute(PLACEHOLDER_ATTRIBUTE) ?? '') as PlaceholderData;
    const answer = await worker.ask({
      indexUrl,
      language,
      query,
      origin: window.location.origin,
      sampleLabel: data.sampleLabel,
      index: await index,
    });
    // The app may have shown its own results meanwhile (it then removed the placeholder).
    if ('hits' in answer && target.isConnected) target.innerHTML = answer.hits.map((hit) => resultHtml(hit, data.classes)).join('');
  } finally {
    worker.stop();
  }
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement && document.readyState !== 'complete') {
  // The app starts once the first results are painted (plugins/performance/start-after-paint),
  // and shows the error, should the index not load.
  (window as Window & {appStartHold?: Promise<void>}).appStartHold = paintFirstResults(script).catch(() => undefined);
}
