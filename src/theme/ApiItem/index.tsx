/**
 * docusaurus-theme-openapi-docs' ApiItem, swizzled (ejected): the same layout, rendered on
 * the server. The original unpacks the operation in the browser (pako), builds a Redux
 * store and renders its request panel in the browser only, with the Postman SDK and code
 * generators. This reads the operation from the page's front matter (`api`, JSON:
 * disableCompression) and renders the site's request panel (./RequestPanel) into the
 * HTML; its code stays unhighlighted, so these pages never load the highlighter.
 */
import React, {type ReactNode} from 'react';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import Layout from '@theme/ApiItem/Layout';
import {CodeHighlighting} from '@site/src/components/CodeHighlighting';
import RequestPanel, {type Operation} from './RequestPanel';

/** On a translated page, the note that the reference text is English (a reader from a search never sees the overview). */
function EnglishReferenceNote(): ReactNode {
  const {i18n} = useDocusaurusContext();
  if (i18n.currentLocale === i18n.defaultLocale) return null;
  return (
    <p className="alert alert--info margin-bottom--md" role="note">
      {translate({
        id: 'site.api.englishReference',
        message: 'The reference text on this page is in English: only the name of the operation and the interface are translated.',
        description: 'At the top of each operation page of the API reference in a language other than English',
      })}
    </p>
  );
}

export default function ApiItem({content: MDXComponent}: Props): ReactNode {
  const api = (MDXComponent.frontMatter as {api?: Operation}).api;
  return (
    <DocProvider content={MDXComponent}>
      <HtmlClassNameProvider className={`docs-doc-id-${MDXComponent.metadata.id}`}>
        <DocItemMetadata />
        <Layout>
          {api ? (
            <CodeHighlighting.Provider value={false}>
              <div className="row theme-api-markdown">
                <div className="col col--7 openapi-left-panel__container">
                  <EnglishReferenceNote />
                  <MDXComponent />
                </div>
                <div className="col col--5 openapi-right-panel__container api-request-panel">
                  <RequestPanel api={api} />
                </div>
              </div>
            </CodeHighlighting.Provider>
          ) : (
            <div className="row">
              <div className="col col--12 markdown">
                <MDXComponent />
              </div>
            </div>
          )}
        </Layout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
