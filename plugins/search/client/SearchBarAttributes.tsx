/**
 * What every search bar of the site renders besides DocSearch's button, whoever
 * provides the bar (./theme/SearchBar, or the docsearch-on-demand piece of the
 * performance layer): the provider as an attribute of <html> (with the embedded
 * index, custom.css hides the modal footer's "Search by Algolia" logo), and the
 * example badge's style for hits.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useSearchSettings} from './settings';
import './sampleMarker.css';

export default function SearchBarAttributes(): ReactNode {
  const settings = useSearchSettings();
  return (
    <Head>
      <html data-search-provider={settings.provider} />
    </Head>
  );
}
