/** Permalinks of the docs that are examples, in the locale being built (plugins/sample-content). */
declare module '@generated/sample-content/default/sample-docs.json' {
  const permalinks: string[];
  export default permalinks;
}

/** The apps (folders under docs/) whose pages are all examples (plugins/sample-content). */
declare module '@generated/sample-content/default/sample-apps.json' {
  const apps: string[];
  export default apps;
}

/** How many release notes and doc pages there are, and how many are examples (plugins/sample-content). */
declare module '@generated/sample-content/default/sample-summary.json' {
  const summary: ReturnType<typeof import('./index').sampleSummary>;
  export default summary;
}
