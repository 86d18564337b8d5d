/**
 * The API reference's own ResponseSchema, in place of docusaurus-theme-openapi-docs': the
 * body of one response. The original renders in the browser only, with tabs
 * for content types and for schema and examples, and builds the example with
 * the generator's sampler. This renders on the server: per content type the
 * schema in an open native <details>, and each example in a closed one, with
 * a plain code block (no highlighter; see ../ApiItem). The example built from
 * the schema is the one the request panel shows (../schema.ts).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {BodyContent, type Body} from '../RequestSchema';
import {sample} from '@site/src/components/ApiReference/schema';
import styles from '../Schema/styles.module.css';

type Media = NonNullable<Body['content']>[string];

function Example({label, value, mimeType}: {label: string; value: unknown; mimeType: string}): ReactNode {
  const json = /json/.test(mimeType);
  return (
    <details className={clsx('openapi-markdown__details', styles.details, styles.example)}>
      <summary>
        <strong>{label}</strong>
      </summary>
      <CodeBlock language={json ? 'json' : 'text'}>{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</CodeBlock>
    </details>
  );
}

/**
 * The response's examples: those the description gives, else one built from the schema
 * (its properties' examples, else values of their formats and types).
 */
function Examples({media, mimeType}: {media: Media; mimeType: string}): ReactNode {
  const label = translate({id: 'theme.openapi.responseExamples.example', message: 'Example'});
  const named = Object.entries(media.examples ?? {});
  if (media.example === undefined && named.length === 0) {
    return media.schema && /json/.test(mimeType) ? (
      <Example label={label} value={sample(media.schema, 'response')} mimeType={mimeType} />
    ) : null;
  }
  return (
    <>
      {media.example !== undefined && <Example label={label} value={media.example} mimeType={mimeType} />}
      {named.map(([name, example]) => (
        <Example key={name} label={example.summary ?? name} value={example.value} mimeType={mimeType} />
      ))}
    </>
  );
}

export default function ResponseSchema({title, body}: {title: string; body?: Body}): ReactNode {
  return Object.entries(body?.content ?? {}).map(([mimeType, media]) => (
    <div key={mimeType}>
      <details className={clsx('openapi-markdown__details', 'response', styles.details)} open>
        <summary>
          <strong className="openapi-markdown__details-summary-response">
            {title} <span className="openapi-schema__name">{mimeType}</span>
          </strong>
        </summary>
        <BodyContent description={body?.description} schema={media.schema} direction="response" />
      </details>
      <Examples media={media} mimeType={mimeType} />
    </div>
  ));
}
