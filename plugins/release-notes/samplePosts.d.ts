/** The module the plugin writes (index.ts): permalinks of the posts that are examples. */
declare module '@generated/release-notes/default/sample-posts.json' {
  const permalinks: string[];
  export default permalinks;
}

/** The module the plugin writes (index.ts): the newest posts, for the home page. */
declare module '@generated/release-notes/default/latest.json' {
  const latest: import('./index').LatestReleaseNotesData;
  export default latest;
}

/** The module the plugin writes (index.ts): the newest sourced posts (not examples), for the home page. */
declare module '@generated/release-notes/default/sourced.json' {
  const sourced: import('./index').SourcedReleaseNotesData;
  export default sourced;
}
