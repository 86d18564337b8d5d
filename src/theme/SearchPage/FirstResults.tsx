/**
 * (CUSTOM) The /search page's side of painting its first results before the app
 * (src/search/firstResults): the script and its preloaded index in the head, and the
 * placeholder the script fills. With the embedded index only: Algolia's results come
 * over the network, not from files of the site.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useSampleLabel, useSearchLanguage} from '@site/src/search/useSearchClient';
import {FIRST_RESULTS_FILE, LANGUAGE_ATTRIBUTE, PLACEHOLDER_ATTRIBUTE, type PlaceholderData} from '@site/src/search/firstResults/contract';
import styles from './styles.module.css';

/** Always empty: React writes the HTML only when it changes, so the script's content stays. */
const NO_HTML = {__html: ''};

/**
 * In the built page only: the script works on a page's first load, and the app's head
 * manager would otherwise insert both tags anew as it starts, fetching them again.
 */
export function FirstResultsScript(): ReactNode {
  const indexDir = useBaseUrl('/search-index/');
  const language = useSearchLanguage();
  if (ExecutionEnvironment.canUseDOM) return null;
  return (
    <Head>
      <link rel="preload" href={`${indexDir}index.json`} as="fetch" crossOrigin="anonymous" />
      {/* data-app-start-hold: the app's start waits for it to run (plugins/performance/start-after-paint). */}
      <script src={`${indexDir}${FIRST_RESULTS_FILE}`} async data-app-start-hold {...{[LANGUAGE_ATTRIBUTE]: language}} />
    </Head>
  );
}

export function FirstResultsPlaceholder(): ReactNode {
  const data: PlaceholderData = {
    classes: {result: styles.result!, group: styles.group!, title: styles.title!, snippet: styles.snippet!},
    sampleLabel: useSampleLabel(),
  };
  return <div {...{[PLACEHOLDER_ATTRIBUTE]: JSON.stringify(data)}} dangerouslySetInnerHTML={NO_HTML} />;
}
