/** The module the plugin writes (index.ts): permalinks of the posts that are examples. */
declare module '@generated/release-notes/default/sample-posts.json' {
  const permalinks: string[];
  export default permalinks;
}

/** The module the plugin writes (index.ts): the newest posts, for the home page. */
declare module '@generated/release-notes/default/latest.json' {
  const latest: ReturnType<typeof import('./index').latestPosts>;
  export default latest;
}

/** The module the plugin writes (index.ts): the newest sourced posts (not examples), for the home page. */
declare module '@generated/release-notes/default/sourced.json' {
  const sourced: ReturnType<typeof import('./index').latestSourcedPosts>;
  export default sourced;
}
