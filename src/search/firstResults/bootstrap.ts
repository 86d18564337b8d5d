/**
 * The /search page's start script: the build writes it inline into the page's <head>
 * (scripts/search/first-answers.ts), so it runs before anything else has loaded.
 *
 * For `?q=<one word>` it fetches the file holding the answer the build wrote for that word
 * (the page's first hits as HTML; the file, a kilobyte or two gzipped, holds a few words')
 * and paints it: one small request after the page, no index and no engine. For any other
 * query, or a word without an answer (a misspelling), the first-results script (./index.ts)
 * paints its worker's hits from the index. Either way that script has its worker answer the
 * page's first request and its first page for the app. The app starts once the first hits
 * are painted (window.appStartHold, plugins/performance/start-after-paint); after a painted
 * answer, the script loads only once the app has started, so that neither its worker nor the
 * index competes with that start for a phone's few cores, and the app is promised its
 * answers meanwhile (promiseHandOver).
 */
import {capQuery} from '../query';
import {
  announcedPaint,
  answerFile,
  answerIn,
  ANSWERS_DIR,
  answerWord,
  FIRST_RESULTS_FILE,
  INDEX_DIR_ATTRIBUTE,
  LANGUAGE_ATTRIBUTE,
  promiseHandOver,
} from './contract';
import {paint, placeholder} from './paint';

/** Paints the build's answer for `word`; false when there is none. */
async function paintAnswer(answersDir: string, word: string): Promise<boolean> {
  const url = `${answersDir}${answerFile(word)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const html = answerIn(await response.json(), word);
  if (html === undefined) return false;
  const {target} = await placeholder();
  await paint(target, html);
  return true;
}

/** Loads the first-results script, with its index preloaded (or not, when nothing waits for it); settles once it has run. */
function loadFirstResults(indexDir: string, language: string, preloadIndex: boolean): Promise<void> {
  if (preloadIndex) {
    // The index at once: the script's own download would otherwise stand before it.
    const preload = Object.assign(document.createElement('link'), {rel: 'preload', as: 'fetch', href: `${indexDir}index.json`});
    preload.crossOrigin = 'anonymous';
    document.head.appendChild(preload);
  }
  const script = Object.assign(document.createElement('script'), {src: `${indexDir}${FIRST_RESULTS_FILE}`});
  script.setAttribute(LANGUAGE_ATTRIBUTE, language);
  return new Promise((resolve) => {
    script.onload = script.onerror = () => resolve();
    document.head.appendChild(script);
  });
}

async function start(script: HTMLOrSVGScriptElement | null): Promise<void> {
  const query = capQuery(new URLSearchParams(window.location.search).get('q') ?? '').trim();
  const indexDir = script?.getAttribute(INDEX_DIR_ATTRIBUTE);
  const language = script?.getAttribute(LANGUAGE_ATTRIBUTE);
  if (!query || !indexDir || !language) return;
  const word = answerWord(query);
  if (word !== undefined) {
    // Wanted once the answer is painted: fetched meanwhile, at low priority, behind the answer.
    const hint = Object.assign(document.createElement('link'), {rel: 'preload', as: 'script', href: `${indexDir}${FIRST_RESULTS_FILE}`});
    hint.setAttribute('fetchpriority', 'low');
    document.head.appendChild(hint);
  }
  const answered = word !== undefined && (await paintAnswer(`${indexDir}${ANSWERS_DIR}/`, word).catch(() => false));
  if (answered) {
    promiseHandOver(query);
    void appStarted().then(() => loadFirstResults(indexDir, language, false));
    return;
  }
  await loadFirstResults(indexDir, language, true);
  await announcedPaint();
}

/**
 * Settles once the app has hydrated the page (Docusaurus then marks <html data-has-hydrated>),
 * or after 5 s should it not start.
 */
function appStarted(): Promise<void> {
  const root = document.documentElement;
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  if (hydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => hydrated() && done());
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
    const timer = setTimeout(done, 5000);
  });
}

(window as Window & {appStartHold?: Promise<void>}).appStartHold = start(document.currentScript).catch(() => undefined);
