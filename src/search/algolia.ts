import type {SearchClient} from './types';

/**
 * Algolia's client for the /search page, loaded on the first query so that
 * pages that never search do not carry it. (The modal builds its own client
 * inside DocSearch's lazily loaded code.)
 */
export function createAlgoliaClient(appId: string, apiKey: string): SearchClient {
  let client: Promise<SearchClient> | undefined;
  return {
    search(args) {
      client ??= import('algoliasearch/lite').then(({liteClient}) => liteClient(appId, apiKey) as unknown as SearchClient);
      return client.then((loaded) => loaded.search(args));
    },
  };
}
