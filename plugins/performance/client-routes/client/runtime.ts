/**
 * Route sections in the browser (see ../plan.cjs). main.js carries the route
 * table without the sections; a section's routes arrive with its module, which
 * is loaded before a page of the section is rendered (preload.ts) or
 * prefetched (plugins/performance/route-prefetch).
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';

type SectionModule = {default: RouteConfig[]};
type Section = {
  prefix: string;
  /** The section module's chunk, for prefetching its file. */
  chunk: string;
  load: () => Promise<SectionModule>;
  /** The route list the section's routes join, before its last `tail` entries. */
  list: RouteConfig[];
  tail: number;
  loading?: Promise<void>;
  loaded?: boolean;
};

const sections: Section[] = [];
let loadedCount = 0;

/** Registers the sections of a route list (called by the generated route table); returns the list. */
export function routeList(
  list: RouteConfig[],
  defs: [prefix: string, chunk: string, load: Section['load']][],
  tail: number,
): RouteConfig[] {
  for (const [prefix, chunk, load] of defs) sections.push({prefix, chunk, load, list, tail});
  return list;
}

// Route matching ignores case and a trailing slash; so does this.
const normalize = (p: string): string => p.toLowerCase().replace(/\/+$/, '');

/**
 * A path as the address bar has it and decoded, as route paths are written
 * ("/docs/über"). A malformed encoding ("/docs/%E0%A4%A") stays as it is: it
 * matches no page, and the not-found route renders instead of an error.
 */
export function pathVariants(pathname: string): string[] {
  try {
    return Array.from(new Set([pathname, decodeURI(pathname)]));
  } catch {
    return [pathname];
  }
}

function sectionsOf(pathname: string): Section[] {
  const paths = pathVariants(pathname).map(normalize);
  return sections.filter((s) => paths.some((p) => p === s.prefix || p.startsWith(`${s.prefix}/`)));
}

/** The chunks of the sections a path belongs to that are not loaded yet: none once its routes are all in the table. */
export function missingSections(pathname: string): string[] {
  return sectionsOf(pathname)
    .filter((s) => !s.loaded)
    .map((s) => s.chunk);
}

/** Counts loaded sections, so a cache built from the route data knows when it is stale. */
export function loadedSections(): number {
  return loadedCount;
}

/**
 * Loads the sections a path belongs to and adds their routes to the table.
 * A failed load is forgotten, so the next navigation tries again; the caller
 * decides what a failure means (navigation reloads the page).
 */
export function ensureRoutes(pathname: string): Promise<void> {
  const pending = sectionsOf(pathname).map((section) => {
    section.loading ??= section.load().then(
      (module) => {
        section.list.splice(section.list.length - section.tail, 0, ...module.default);
        section.loaded = true;
        loadedCount += 1;
      },
      (error: unknown) => {
        section.loading = undefined;
        throw error;
      },
    );
    return section.loading;
  });
  return Promise.all(pending).then(() => undefined);
}

type Preloadable = {preload?: () => Promise<unknown>};

/**
 * Loads the sections a path belongs to, then the components of the routes it
 * matches: preload.ts with the route table. Runs before the first render, so
 * it must not throw on any address a reader can type.
 */
export function preloadPath(routes: RouteConfig[], pathname: string): Promise<unknown[]> {
  return ensureRoutes(pathname).then(() => {
    const matches = pathVariants(pathname).flatMap((p) => matchRoutes(routes, p));
    return Promise.all(matches.map((match) => (match.route.component as Preloadable | undefined)?.preload?.()));
  });
}
