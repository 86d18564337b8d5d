/**
 * Which chunks a route path needs, computed once for the whole route table.
 *
 * `routesChunkNames` maps "<route path>-<hash>" to a tree of chunk names
 * (component, props, and for list pages one entry per listed item). The
 * stock prefetcher scanned the whole table with a regular expression for
 * every link it saw; with several hundred routes and a sidebar full of
 * links that was the longest task after hydration on a phone.
 */
export type ChunkTree = string | {[key: string]: ChunkTree} | ChunkTree[];

/** Every chunk name in a tree, in document order. */
export function chunkNamesOf(tree: ChunkTree, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesOf(value, into);
  return into;
}

/** Route path ("/docs/x", the key without its "-<hash>" suffix) to the chunk names of all routes with that path. */
export function buildChunkIndex(routesChunkNames: Record<string, ChunkTree>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    const names = index.get(routePath) ?? [];
    chunkNamesOf(tree, names);
    index.set(routePath, names);
  }
  return index;
}
