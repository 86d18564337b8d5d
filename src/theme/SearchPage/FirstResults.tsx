/**
 * (CUSTOM) The /search page's side of painting its first results before the app
 * (src/search/firstResults): the placeholder the page's scripts fill. The build writes the
 * start script into the built page (scripts/search/first-answers.ts). With the embedded
 * index only: Algolia's results come over the network, not from files of the site.
 */
import React, {type ReactNode} from 'react';
import {useSampleLabel} from '@site/src/search/useSearchClient';
import {PLACEHOLDER_ATTRIBUTE, type PlaceholderData} from '@site/src/search/firstResults/contract';
import styles from './styles.module.css';

/** Always empty: React writes the HTML only when it changes, so the scripts' content stays. */
const NO_HTML = {__html: ''};

export function FirstResultsPlaceholder(): ReactNode {
  const data: PlaceholderData = {
    classes: {result: styles.result!, group: styles.group!, title: styles.title!, snippet: styles.snippet!},
    sampleLabel: useSampleLabel(),
  };
  return <div {...{[PLACEHOLDER_ATTRIBUTE]: JSON.stringify(data)}} dangerouslySetInnerHTML={NO_HTML} />;
}
