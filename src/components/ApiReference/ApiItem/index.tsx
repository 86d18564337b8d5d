/**
 * The API reference's own ApiItem, in place of docusaurus-theme-openapi-docs', the page
 * component of the API reference's docs instance (overview and operations).
 *
 * The original unpacks the operation from the front matter in the browser
 * (pako), builds a Redux store for the interactive request panel and renders
 * that panel in the browser only: about 60 KiB of gzipped JavaScript on every
 * page of the reference, and a request sample missing from the HTML. This
 * renders the same layout from what the build knows: the request panel
 * (../ApiExplorer) from `apiRequest`, which plugins/api-reference/operationPage.ts
 * exports from each generated page. Code blocks on operation pages stay
 * unhighlighted, so they never load the highlighter. The site publishes no
 * schema pages (showSchemas is off), so every page without an operation is
 * laid out as a doc page.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import Layout from '@theme/ApiItem/Layout';
import ApiExplorer from '../ApiExplorer';
import {CodeHighlighting} from '@site/src/components/CodeHighlighting';
import type {ApiRequest} from '@site/plugins/api-reference/operationPage';
import styles from './styles.module.css';

/**
 * On a translated operation page, the note that its reference text is English: the
 * operation's name, the page's title and the navigation are translated, its
 * descriptions come from the (English) OpenAPI description. A reader who arrives
 * from a search never sees the overview, so each page says it at its top.
 */
function EnglishReferenceNote(): ReactNode {
  const {i18n} = useDocusaurusContext();
  if (i18n.currentLocale === i18n.defaultLocale) return null;
  return (
    <p className={clsx('alert alert--info', styles.note)} role="note">
      {translate({
        id: 'site.api.englishReference',
        message: 'The reference text on this page is in English: only the name of the operation and the interface are translated.',
        description: 'At the top of each operation page of the API reference in a language other than English',
      })}
    </p>
  );
}

export default function ApiItem({content}: Props): ReactNode {
  const MDXComponent = content;
  const request = (content as {apiRequest?: ApiRequest}).apiRequest;
  return (
    <DocProvider content={content}>
      <HtmlClassNameProvider className={`docs-doc-id-${content.metadata.id}`}>
        <DocItemMetadata />
        <Layout>
          {request ? (
            <CodeHighlighting.Provider value={false}>
              <div className={clsx('row', 'theme-api-markdown')}>
                <div className="col col--7 openapi-left-panel__container">
                  <EnglishReferenceNote />
                  <MDXComponent />
                </div>
                <div className={clsx('col col--5 openapi-right-panel__container', styles.rightPanel)}>
                  <ApiExplorer item={request} />
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
