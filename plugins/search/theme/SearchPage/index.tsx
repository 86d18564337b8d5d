/**
 * (CUSTOM) Replaces theme-search-algolia's /search page, which hard-codes an Algolia client (../../README.md,
 * "/search"). It asks the site's one search client, keeps the query in the URL (?q=, cut to the input's 64
 * characters), pages through results and reuses the theme's translation ids. Hit values are HTML by the contract
 * in plugins/search/client/types.ts (escaped by the client that built them), apart from lvl0, which is text.
 */
import clsx from 'clsx';
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata, usePluralForm} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {useMissingResultsUrl, useSearchClient, useSearchSettings} from '@site/plugins/search/client/useSearchClient';
import {capQuery, MAX_QUERY_LENGTH} from '@site/plugins/search/client/query';
import type {SearchHit, SearchResult} from '@site/plugins/search/client/types';
import styles from './styles.module.css';

const PAGE_SIZE = 15;
/** Hits shown first on the embedded index while the rest of the first page loads. */
const FIRST_HITS = 5;

type State = {status: 'idle' | 'loading' | 'done'; hits: SearchHit[]; nbHits: number; nbPages: number; page: number} | {status: 'error'};

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate({id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'}, {count}),
    );
}

/**
 * A parameter of the page's address (`?q=`) and a setter that replaces it, without a new history entry per
 * keystroke. On the public router API: theme-common's `useSearchQueryString`, which did the same, is gone
 * in Docusaurus 4.
 */
function useQueryParameter(name: string): [string, (value: string) => void] {
  const value = new URLSearchParams(useLocation().search).get(name) ?? '';
  const history = useHistory();
  const setValue = useCallback(
    (next: string) => {
      const params = new URLSearchParams(history.location.search);
      if (next) params.set(name, next);
      else params.delete(name);
      history.replace({search: params.toString()});
    },
    [history, name],
  );
  return [value, setValue];
}

function Result({hit}: {hit: SearchHit}): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  const h = hit._highlightResult.hierarchy;
  const trail = (['lvl2', 'lvl3'] as const).map((l) => h[l]?.value).filter(Boolean);
  return (
    <article className={styles.result}>
      <p className={styles.group}>{hit.hierarchy.lvl0}</p>
      <Heading as="h2" className={styles.title}>
        <Link to={processUrl(hit.url)} dangerouslySetInnerHTML={{__html: [h.lvl1.value, ...trail].join(' › ')}} />
      </Heading>
      {hit._snippetResult.content && <p className={styles.snippet} dangerouslySetInnerHTML={{__html: hit._snippetResult.content.value}} />}
    </article>
  );
}

/** As the modal says it (SPEC): no results for the query, and a way to tell the site. */
function NoResults({query}: {query: string}): ReactNode {
  const missingResultsUrl = useMissingResultsUrl();
  return (
    <>
      <p>
        <Translate id="site.searchPage.noResultsFor" values={{query}} description="On /search when a query finds nothing">
          {'No results for "{query}".'}
        </Translate>{' '}
        <Translate id="site.searchPage.noResultsTip" description="On /search when a query finds nothing: what the reader can try">
          Check the spelling, or try fewer or more general words.
        </Translate>
      </p>
      <p>
        <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsText">Believe this query should return results?</Translate>{' '}
        <Link href={missingResultsUrl(query)}>
          <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsLinkText">Let us know.</Translate>
        </Link>
      </p>
    </>
  );
}

/** Inside the layout: the docs version filters come from its providers. */
function SearchPageContent(): ReactNode {
  const [urlQuery, setQuery] = useQueryParameter('q');
  // The built page has no query, so the app's first render (hydration) must have none either,
  // or React throws the page's HTML away (error #418); the query from ?q= follows at once.
  const query = useIsBrowser() ? capQuery(urlQuery) : '';
  const client = useSearchClient();
  // The modal's filters (contextual search is always on: settings.ts), as text: a new list every render.
  const facetFilters = JSON.stringify(useAlgoliaContextualFacetFilters());
  const {indexName, provider} = useSearchSettings();
  const documentsFound = useDocumentsFound();
  const [page, setPage] = useState(0);
  const [state, setState] = useState<State>({status: 'idle', hits: [], nbHits: 0, nbPages: 0, page: 0});
  // The query last sent to the index (none yet if the page opened with one): only a changed
  // query waits for typing to pause.
  const searchedQuery = useRef<string | undefined>(urlQuery ? undefined : '');

  useEffect(() => setPage(0), [query]);

  useEffect(() => {
    if (!query.trim()) {
      setState({status: 'idle', hits: [], nbHits: 0, nbPages: 0, page: 0});
      return undefined;
    }
    let current = true;
    setState((s) => (s.status === 'error' ? {status: 'loading', hits: [], nbHits: 0, nbPages: 0, page} : {...s, status: 'loading'}));
    // Wait for typing to pause before asking the index; the query the page opens with, and
    // further pages of the same query, go at once.
    const delay = searchedQuery.current !== undefined && searchedQuery.current !== query ? 300 : 0;
    const timer = setTimeout(() => {
      searchedQuery.current = query;
      const search = (hitsPerPage: number) =>
        client
          .search({
            requests: [
              {
                indexName,
                query,
                page,
                hitsPerPage,
                distinct: 1,
                attributesToSnippet: ['content:30'],
                facetFilters: JSON.parse(facetFilters),
                highlightPreTag: '<mark>',
                highlightPostTag: '</mark>',
              },
            ],
          })
          .then(({results}) => results[0]);
      const show = (result: SearchResult, complete: boolean) => {
        if (!current) return;
        setState((s) => ({
          status: 'done',
          hits: page === 0 || s.status === 'error' ? result.hits : [...s.hits, ...result.hits],
          nbHits: result.nbHits,
          // No "More results" before the page is complete.
          nbPages: complete ? result.nbPages : 0,
          page,
        }));
      };
      // The embedded index fetches one file per hit: the first hits of a new query show
      // as soon as their files are there, the rest of the page follows.
      const firstHits =
        page === 0 && provider !== 'algolia'
          ? search(FIRST_HITS).then((result) => {
              show(result, result.nbHits <= FIRST_HITS);
              return result.nbHits > FIRST_HITS;
            })
          : Promise.resolve(true);
      firstHits
        .then((more) => (more ? search(PAGE_SIZE).then((result) => show(result, true)) : undefined))
        .catch(() => current && setState({status: 'error'}));
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, facetFilters, indexName, provider, query, page]);

  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <>
      {/* PageMetadata gives the title the site's suffix, as on every other page. */}
      <PageMetadata
        title={title}
        description={translate({
          id: 'site.searchPage.description',
          message: 'Search the documentation and release notes of all apps, also without an internet connection.',
          description: 'Meta description of the search page',
        })}
      />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.form}>
          <input
            type="search"
            name="q"
            className={styles.input}
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(e) => setQuery(capQuery(e.target.value))}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            autoComplete="off"
            autoFocus
          />
        </form>
        <div aria-live="polite" className={styles.status}>
          {state.status === 'error' && (
            <p>
              <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>{' '}
              <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
            </p>
          )}
          {state.status === 'done' && state.nbHits > 0 && <p>{documentsFound(state.nbHits)}</p>}
          {state.status === 'done' && state.nbHits === 0 && <NoResults query={query} />}
          {state.status === 'loading' && (
            <p>
              <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
            </p>
          )}
        </div>
        {state.status !== 'error' && state.hits.map((hit) => <Result key={hit.objectID} hit={hit} />)}
        {state.status === 'done' && state.page + 1 < state.nbPages && (
          <button type="button" className="button button--secondary" onClick={() => setPage(state.page + 1)}>
            <Translate id="site.search.moreResults" description="Button under the search results that loads the next page">
              More results
            </Translate>
          </button>
        )}
        {provider === 'algolia' && (
          <p className={styles.poweredBy}>
            <Translate id="theme.SearchPage.algoliaLabel">Powered by Algolia</Translate>
          </p>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
