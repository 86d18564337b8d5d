/**
 * Writing the first results into the /search page's placeholder and knowing when they are
 * on screen: shared by the start script (./bootstrap.ts), which paints the build's answer
 * of a one-word query, and the first-results script (./index.ts), which paints its worker's.
 */
import {PAINTED_TIMING, PLACEHOLDER_ATTRIBUTE, type PlaceholderData} from './contract';

/** The page's placeholder and what it tells the scripts, once the page is parsed. */
export function placeholder(): Promise<{target: HTMLElement; data: PlaceholderData}> {
  const find = () => {
    const target = document.querySelector<HTMLElement>(`[${PLACEHOLDER_ATTRIBUTE}]`);
    if (!target) throw new Error('no placeholder');
    return {target, data: JSON.parse(target.getAttribute(PLACEHOLDER_ATTRIBUTE) ?? '') as PlaceholderData};
  };
  if (document.readyState !== 'loading') return Promise.resolve().then(find);
  return new Promise((resolve, reject) =>
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        try {
          resolve(find());
        } catch (error) {
          reject(error as Error);
        }
      },
      {once: true},
    ),
  );
}

/**
 * Settles once the browser has put the results in `target` on screen: the app's start, a
 * long task, waits for it, so that the reader sees them first. The Element Timing API
 * reports that moment for what is in the viewport; where the API is missing, or no result
 * is in view (a phone held sideways), two frames stand in. A background tab does not
 * paint, so there it settles at once.
 */
export function painted(target: HTMLElement): Promise<void> {
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

/** Writes the results into the placeholder, unless the app has shown its own meanwhile (it then removed it), and waits for their paint. */
export async function paint(target: HTMLElement, html: string): Promise<void> {
  if (!target.isConnected) return;
  target.innerHTML = html;
  await painted(target);
}
