/**
 * docusaurus-theme-openapi-docs' ApiItem, swizzled (ejected): the same layout, all of it in the HTML.
 * The original unpacks the operation in the browser (pako) into a Redux store and renders its request
 * panel there only, with the Postman SDK. This reads the page's `api` front matter (JSON) and renders
 * the site's panel (./RequestPanel), its code unhighlighted: these pages never load the highlighter.
 */
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import Layout from '@theme/ApiItem/Layout';
import {CodeHighlighting} from '@site/src/components/CodeHighlighting';
import RequestPanel, {type Operation} from './RequestPanel';

export default function ApiItem({content: MDXComponent}: Props) {
  const api = (MDXComponent.frontMatter as {api?: Operation}).api;
  const {i18n} = useDocusaurusContext();
  return (
    <DocProvider content={MDXComponent}>
      <HtmlClassNameProvider className={`docs-doc-id-${MDXComponent.metadata.id}`}>
        <DocItemMetadata />
        <Layout>
          {api ? (
            <CodeHighlighting.Provider value={false}>
              <div className="row theme-api-markdown">
                <div className="col col--7 openapi-left-panel__container">
                  {/* A reader from a search never sees the overview: a translated page says that its reference text is English. */}
                  {i18n.currentLocale !== i18n.defaultLocale && (
                    <p className="alert alert--info margin-bottom--md" role="note">
                      {translate({
                        id: 'site.api.englishReference',
                        message:
                          'The reference text on this page is in English: only the name of the operation and the interface are translated.',
                      })}
                    </p>
                  )}
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
