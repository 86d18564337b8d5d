/**
 * Keeps DocSearch's stored searches readable. DocSearch 3.9.0 reads its
 * recent and favourite searches from localStorage with a bare JSON.parse
 * while the modal renders, and then treats the value as a list of hits, so
 * invalid JSON, or JSON of another shape, breaks the modal every time it
 * opens. Run before the modal mounts: a key that cannot be read is removed
 * (DocSearch starts it afresh); entries that are not hits DocSearch can show
 * safely are dropped, and highlight and snippet results, which DocSearch
 * never stores but would render as HTML, are removed.
 */
import {levels} from './types';

/** DocSearch's storage keys for an index (stored-searches.ts, DocSearchModal.tsx). */
export function storedSearchKeys(indexName: string): string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

/** The badge of sample pages is the only markup a stored title may hold (see sampleMarker.ts, types.ts). */
const SAMPLE_BADGE = /^<span class="search-sample-marker">[^<>]*<\/span> /;
/** DocSearch stores hits without these, and renders them in place of the hierarchy and content when present. */
const RESULT_FIELDS = ['_highlightResult', '_snippetResult'] as const;

/** The absolute URL of a page of this site, or null for anything that is not one. */
export function siteUrl(path: string, origin: string): string | null {
  try {
    const url = new URL(path, origin);
    return url.origin === new URL(origin).origin ? url.href : null;
  } catch {
    return null;
  }
}

/** What the modal renders of a stored hit: its shape, a link of this site, and HTML fields holding no markup of their own. */
export function isStoredHit(entry: unknown, origin: string): boolean {
  if (!entry || typeof entry !== 'object') return false;
  const hit = entry as {objectID?: unknown; url?: unknown; type?: unknown; hierarchy?: unknown; content?: unknown};
  if (typeof hit.objectID !== 'string' || typeof hit.url !== 'string' || typeof hit.type !== 'string') return false;
  // A path (`/docs/…`, never `//host` or `/\host`) or an absolute http(s) URL of the site: DocSearch puts a stored
  // hit's URL into a link as it is, so anything else (`javascript:`, another host) is refused.
  if (!/^(\/(?![/\\])|https?:\/\/)/i.test(hit.url) || !siteUrl(hit.url, origin)) return false;
  if (!hit.hierarchy || typeof hit.hierarchy !== 'object') return false;
  const hierarchy = hit.hierarchy as Record<string, unknown>;
  // lvl0 is text (types.ts).
  const html = [...levels.slice(1).map((level) => hierarchy[level]), hit.content];
  return html.every(
    (value) => value === null || value === undefined || (typeof value === 'string' && !/[<>]/.test(value.replace(SAMPLE_BADGE, ''))),
  );
}

/**
 * Repairs the stored searches of `indexName`; returns the keys it changed. Never throws.
 * `origin` is the site's own (the page's, by default): stored links elsewhere are dropped.
 */
export function repairStoredSearches(indexName: string, storage?: Storage, origin?: string): string[] {
  const changed: string[] = [];
  try {
    const store = storage ?? window.localStorage;
    const siteOrigin = origin ?? window.location.origin;
    for (const key of storedSearchKeys(indexName)) {
      const raw = store.getItem(key);
      if (raw === null) continue;
      let entries: unknown;
      try {
        entries = JSON.parse(raw);
      } catch {
        entries = undefined;
      }
      if (!Array.isArray(entries)) {
        store.removeItem(key);
        changed.push(key);
        continue;
      }
      const kept = entries.filter((entry) => isStoredHit(entry, siteOrigin));
      if (kept.length !== entries.length || kept.some((hit) => RESULT_FIELDS.some((field) => field in hit))) {
        // As DocSearch stores hits: without highlight and snippet results.
        store.setItem(key, JSON.stringify(kept.map(({_highlightResult, _snippetResult, ...hit}) => hit)));
        changed.push(key);
      }
    }
  } catch {
    // Storage that is blocked or full: DocSearch then keeps no history, which is fine.
  }
  return changed;
}
