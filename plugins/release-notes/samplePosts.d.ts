/** The module the plugin writes (index.ts): permalinks of the posts that are examples. */
declare module '@generated/release-notes/default/sample-posts.json' {
  const permalinks: string[];
  export default permalinks;
}
