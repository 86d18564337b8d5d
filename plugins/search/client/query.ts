/** DocSearch v3's input cap (MAX_QUERY_SIZE), which SPEC keeps; the /search page and the embedded index apply it too. */
export const MAX_QUERY_LENGTH = 64;

/** A query as the search input would accept it: at most 64 characters, from wherever it came (typed, the URL's ?q=). */
export function capQuery(query: string): string {
  return query.slice(0, MAX_QUERY_LENGTH);
}
