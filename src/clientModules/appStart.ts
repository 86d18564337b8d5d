/**
 * Marks the moment the site's code starts in the browser: the benchmark measures
 * how soon after it `/search?q=…` paints its results (scripts/bench/search-timing.ts).
 */
export const APP_START_MARK = 'site:app-start';

if (typeof window !== 'undefined') performance.mark(APP_START_MARK);
