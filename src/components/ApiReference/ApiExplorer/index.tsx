/**
 * The API reference's own request panel, in place of the "try it" panel and
 * code-sample generators of docusaurus-theme-openapi-docs. The site documents the API but sends no
 * requests to it, and the original panel pulls the Postman SDK and its code
 * generators (about 1.6 MB of gzipped JavaScript) into every operation page.
 * This panel shows the headers that authenticate a request, a cURL sample of the
 * request and a sample of the response beside it, built from the operation in the
 * OpenAPI description (its examples: plugins/api-reference/operationPage.ts). Both
 * samples wrap their lines, so nothing is cut off at the panel's edge. The page
 * component (../ApiItem) renders it on the server, from what the build exports.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import type {ApiRequest} from '@site/plugins/api-reference/operationPage';
import styles from './styles.module.css';

type Operation = ApiRequest;

/** The request headers that authenticate and scope a call of `item`. */
export function authenticationHeaders(item: Operation, tokenPlaceholder: string): [string, string][] {
  const headers: [string, string][] = [];
  for (const requirement of item.security ?? []) {
    for (const name of Object.keys(requirement)) {
      const scheme = item.securitySchemes?.[name];
      if (scheme?.type === 'http' && scheme.scheme === 'bearer') headers.push(['Authorization', `Bearer ${tokenPlaceholder}`]);
      if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) headers.push([scheme.name, tokenPlaceholder]);
    }
  }
  for (const parameter of item.parameters ?? []) {
    if (parameter.in !== 'header') continue;
    const example = parameter.schema?.example ?? parameter.example;
    headers.push([parameter.name, example === undefined ? `<${parameter.name}>` : String(example)]);
  }
  return headers;
}

/** The request as a cURL command: method, URL, headers and the JSON body sample. */
export function curlSample(item: Operation, headers: [string, string][]): string {
  const server = item.servers?.[0]?.url.replace(/\/$/, '') ?? '';
  const lines = [`curl -X ${item.method.toUpperCase()} '${server}${item.path}'`];
  for (const [name, value] of headers) lines.push(`  -H '${name}: ${value}'`);
  if (item.jsonRequestBodyExample !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(item.jsonRequestBodyExample, null, 2).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

export default function ApiExplorer({item}: {item: Operation; infoPath?: string}): ReactNode {
  const token = translate({id: 'site.api.clientKeyPlaceholder', message: '<client key>'});
  const headers = authenticationHeaders(item, token);
  const response = item.responseSample;
  return (
    <div className={styles.panel}>
      <section aria-labelledby="api-authentication">
        <Heading as="h2" id="api-authentication" className={styles.heading}>
          <Translate id="site.api.authentication">Authentication</Translate>
        </Heading>
        <p>
          <Translate id="site.api.authenticationText">
            Every request sends the client key as a bearer token and names the environment and the company:
          </Translate>
        </p>
        <CodeBlock language="text">{headers.map(([name, value]) => `${name}: ${value}`).join('\n')}</CodeBlock>
      </section>
      <section aria-labelledby="api-request-sample">
        <Heading as="h2" id="api-request-sample" className={styles.heading}>
          <Translate id="site.api.requestSample">Request sample</Translate>
        </Heading>
        <CodeBlock language="bash" title="cURL" className={styles.sample}>
          {curlSample(item, headers)}
        </CodeBlock>
      </section>
      {response && (
        <section aria-labelledby="api-response-sample">
          <Heading as="h2" id="api-response-sample" className={styles.heading}>
            <Translate id="site.api.responseSample">Response sample</Translate>
          </Heading>
          <CodeBlock language="json" title={`${response.status} ${response.mediaType}`} className={styles.sample}>
            {JSON.stringify(response.value, null, 2)}
          </CodeBlock>
        </section>
      )}
    </div>
  );
}
