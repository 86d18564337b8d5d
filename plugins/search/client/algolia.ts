import {escapeExceptTags, escapeHtml, withoutTags} from './highlight';
import {markAsSample} from './sampleMarker';
import {levels, type SearchArgs, type SearchClient, type SearchHit} from './types';

/** Algolia's default highlight tags, used when a request names none. */
const ALGOLIA_PRE = '<em>';
const ALGOLIA_POST = '</em>';

/** Escapes every `value` in a highlight or snippet result, keeping the highlight tags. */
function escapeValues(node: unknown, pre: string, post: string): unknown {
  if (Array.isArray(node)) return node.map((item) => escapeValues(item, pre, post));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'value' && typeof value === 'string' ? escapeExceptTags(value, pre, post) : escapeValues(value, pre, post),
    ]),
  );
}

function isWebUrl(url: unknown): url is string {
  try {
    return ['http:', 'https:'].includes(new URL(String(url)).protocol);
  } catch {
    return false;
  }
}

/**
 * One Algolia hit made to follow the HTML contract of SearchHit (./types).
 * Algolia returns the indexed text as it is, with only the highlight tags
 * added, so a title like "Generic <T>" would otherwise become markup. Hits
 * without a web URL are left out (null).
 */
export function safeAlgoliaHit(hit: SearchHit, pre = ALGOLIA_PRE, post = ALGOLIA_POST): SearchHit | null {
  if (!hit || typeof hit !== 'object' || !isWebUrl(hit.url)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const hierarchy = {...hit.hierarchy};
  // lvl0 is text (see types.ts).
  for (const level of levels.slice(1)) {
    const value = text(hierarchy[level]);
    hierarchy[level] = value === null ? null : escapeHtml(value);
  }
  const content = text(hit.content);
  const highlighted = escapeValues(hit._highlightResult ?? {}, pre, post) as SearchHit['_highlightResult'];
  const lvl0 = hit._highlightResult?.hierarchy?.lvl0;
  if (lvl0 && typeof lvl0.value === 'string') {
    // Shown as text by DocSearch (group titles): the text itself, without tags or entities.
    highlighted.hierarchy = {...highlighted.hierarchy, lvl0: {...lvl0, value: withoutTags(lvl0.value, pre, post)}};
  }
  return {
    ...hit,
    hierarchy,
    content: content === null ? null : escapeHtml(content),
    _highlightResult: highlighted,
    _snippetResult: escapeValues(hit._snippetResult ?? {}, pre, post) as SearchHit['_snippetResult'],
  };
}

/** The attribute that marks example pages, added to requests that name the attributes they want (DocSearch's do). */
const SAMPLE_ATTRIBUTE = 'sample';

/**
 * An Algolia client whose hits are safe to render (see safeAlgoliaHit); every
 * other property is the client's own, so DocSearch can still add its agents.
 */
export function safeAlgoliaClient<C extends SearchClient>(client: C, sampleLabel = 'Example'): C {
  const search = async (args: SearchArgs) => {
    const {requests} = args;
    const response = await client.search({
      ...args,
      requests: requests.map((request) => {
        const wanted = request.attributesToRetrieve;
        return Array.isArray(wanted) && !wanted.includes(SAMPLE_ATTRIBUTE)
          ? {...request, attributesToRetrieve: [...wanted, SAMPLE_ATTRIBUTE]}
          : request;
      }),
    });
    const results = response.results.map((result, i) => {
      if (!Array.isArray(result?.hits)) return result;
      const pre = requests[i]?.highlightPreTag ?? ALGOLIA_PRE;
      const post = requests[i]?.highlightPostTag ?? ALGOLIA_POST;
      const hits = result.hits.flatMap((hit) => {
        const safe = safeAlgoliaHit(hit, pre, post);
        if (!safe) return [];
        // Records of example pages carry `sample: true` (plugins/search/indexing/docsearch-records.ts): the same badge as the embedded index's.
        return [(hit as {sample?: unknown}).sample === true ? markAsSample(safe, sampleLabel) : safe];
      });
      return {...result, hits};
    });
    return {...response, results};
  };
  return new Proxy(client, {
    get: (target, property, receiver) => (property === 'search' ? search : Reflect.get(target, property, receiver)),
  });
}

/**
 * Algolia's client for the /search page, loaded on the first query so that
 * pages that never search do not carry it. (The modal builds its own client
 * inside DocSearch's lazily loaded code; ./docsearch/Modal.tsx makes it safe too.)
 */
export function createAlgoliaClient(appId: string, apiKey: string, sampleLabel: string): SearchClient {
  let client: Promise<SearchClient> | undefined;
  return {
    search(args) {
      client ??= import('algoliasearch/lite').then(({liteClient}) =>
        safeAlgoliaClient(liteClient(appId, apiKey) as unknown as SearchClient, sampleLabel),
      );
      return client.then((loaded) => loaded.search(args));
    },
  };
}
