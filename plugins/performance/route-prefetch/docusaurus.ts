/**
 * Drop-in replacement for @docusaurus/core/lib/client/docusaurus.js, the
 * `window.docusaurus` object whose `prefetch` every internal link calls when it
 * scrolls into view and whose `preload` runs on hover, touch and navigation.
 *
 * Same behaviour, less main-thread work on page load:
 * - the route table is indexed once (chunkIndex.ts) instead of scanned per link;
 * - each chunk file is prefetched once, not once per link that needs it;
 * - prefetching waits for idle time and works in slices of about 4 ms, so it
 *   does not add long tasks of its own (one route's work is not split).
 * Prefetching is still skipped on 2g and data-saver connections (SPEC §9).
 * A link into a route section that is not loaded yet (plugins/performance/client-routes)
 * prefetches the section's file only: which chunks the page needs is in that
 * file, and prefetching must not run code. Hover, touch or navigation loads it.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import {loadedSections, missingSections} from '../client-routes/client/runtime';
import {buildChunkIndex, type ChunkTree} from './chunkIndex';

/**
 * The bundler's runtime: public path and chunk id -> file name. Chunk ids are the chunk
 * names here (see index.ts), so a route's chunk names give its files directly.
 */
declare const __webpack_require__: {p: string; u(chunkId: string): string};

type Connection = {effectiveType?: string; saveData?: boolean};
const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const prefetchedRoutes = new Set<string>();
const preloadedRoutes = new Set<string>();
const prefetchedFiles = new Set<string>();
const queue: string[] = [];
let chunkIndex: Map<string, string[]> | undefined;
/** Sections loaded when chunkIndex was built: each one adds routes. */
let chunkIndexSections = -1;
let scheduled = false;

function whenIdle(work: (deadline: {timeRemaining(): number}) => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, {timeout: 3000});
  else setTimeout(() => work({timeRemaining: () => 8}), 50);
}

function prefetchFile(url: string): void {
  if (prefetchedFiles.has(url)) return;
  prefetchedFiles.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

function prefetchChunk(chunkName: string): void {
  const url = __webpack_require__.p + __webpack_require__.u(chunkName);
  // Chunks the bundler merged into others have no file of their own.
  if (!url.includes('undefined')) prefetchFile(url);
}

function prefetchNow(routePath: string): void {
  const sections = missingSections(routePath);
  if (sections.length > 0) {
    sections.forEach(prefetchChunk);
    return;
  }
  if (chunkIndexSections !== loadedSections()) {
    chunkIndex = buildChunkIndex(routesChunkNames as Record<string, ChunkTree>);
    chunkIndexSections = loadedSections();
  }
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkIndex!.get(match.route.path ?? '') ?? []) prefetchChunk(chunkName);
  }
}

/** Work per idle slice: a browser may grant 50 ms, which a slow phone would turn into a long task. */
const sliceMs = 4;

function drain(deadline: {timeRemaining(): number}): void {
  scheduled = false;
  const end = performance.now() + sliceMs;
  while (queue.length > 0 && deadline.timeRemaining() > 1 && performance.now() < end) prefetchNow(queue.shift()!);
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(drain);
}

function prefetch(routePath: string): boolean {
  if (isSlowConnection() || preloadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) return false;
  prefetchedRoutes.add(routePath);
  queue.push(routePath);
  schedule();
  return true;
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || preloadedRoutes.has(routePath)) return false;
  preloadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

// Mounted on window by the client entry, hence frozen like the original.
export default Object.freeze({prefetch, preload});
