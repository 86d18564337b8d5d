/**
 * The API reference's own StatusCodes, in place of docusaurus-theme-openapi-docs': the
 * responses of an operation. The original shows them as tabs (ApiTabs, with
 * scroll buttons and state) whose panels render in the browser only. This
 * renders every response on the server as a native <details>, the first one
 * open, so each works by click and keyboard without any script.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import Markdown from '../Markdown';
import ResponseHeaders, {type Headers} from '../ResponseHeaders';
import ResponseSchema from '../ResponseSchema';
import type {Body} from '../RequestSchema';
import styles from '../Schema/styles.module.css';

type Response = {description?: string; headers?: Headers; content?: Body['content']};

export default function StatusCodes(props: {label?: string; id?: string; responses?: Record<string, Response>}): ReactNode {
  const {label = translate({id: 'theme.openapi.tabs.responses.label', message: 'Responses'}), id = 'responses', responses = {}} = props;
  const codes = Object.keys(responses);
  if (codes.length === 0) return null;
  return (
    <section>
      <Heading as="h2" id={id} className="openapi-tabs__heading">
        {label}
      </Heading>
      {codes.map((code, index) => {
        const response = responses[code];
        return (
          <details key={code} className={clsx('openapi-markdown__details', styles.details, styles.status)} open={index === 0}>
            <summary>
              <strong className={styles.code}>{code}</strong>
            </summary>
            {response.description && <Markdown>{response.description}</Markdown>}
            {response.headers && (
              <details className={clsx('openapi-markdown__details', styles.details)}>
                <summary>
                  <strong>{translate({id: 'theme.openapi.statusCodes.responseHeaders', message: 'Response Headers'})}</strong>
                </summary>
                <ResponseHeaders responseHeaders={response.headers} />
              </details>
            )}
            <ResponseSchema
              title={translate({id: 'theme.openapi.statusCodes.schemaTitle', message: 'Schema'})}
              body={{content: response.content}}
            />
          </details>
        );
      })}
    </section>
  );
}
