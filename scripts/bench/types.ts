/** What a section of `npm run bench` gets (the site's root and build, served at baseUrl; bench/budgets.json) and gives (one line per budget exceeded). */
export type BenchContext = {siteDir: string; buildDir: string; baseUrl: string; chromiumPath: string; budgets: Record<string, number>};
export type BenchSection = {title: string; markdown: string; failures: string[]};
