/** The browser API of a Pagefind bundle (pagefind.js), as far as we use it. */
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: {id: string; score: number; data(): Promise<unknown>}[]} | null>;
}

const bundles = new Map<string, Promise<PagefindApi>>();

/**
 * Loads the Pagefind bundle at `bundleUrl` (e.g. "/de/pagefind/pagefind.js")
 * once per page view. The import is left to the browser: the bundle is a file
 * of the build, not a module of the site's JavaScript.
 */
export function loadPagefind(bundleUrl: string): Promise<PagefindApi> {
  let bundle = bundles.get(bundleUrl);
  if (!bundle) {
    bundle = (import(/* webpackIgnore: true */ bundleUrl) as Promise<PagefindApi>).then(async (api) => {
      await api.options({excerptLength: 10});
      await api.init();
      return api;
    });
    // A failed load (offline, missing index) may succeed on the next query.
    bundle.catch(() => bundles.delete(bundleUrl));
    bundles.set(bundleUrl, bundle);
  }
  return bundle;
}
