/**
 * The API reference's own RequestSchema, in place of docusaurus-theme-openapi-docs': the
 * request body of an operation. The original renders in the browser only,
 * with a tab per content type and a Redux store; this renders one open native
 * <details> per content type on the server (see ../Schema).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Markdown from '../Markdown';
import Schema from '../Schema';
import type {Direction, SchemaObject} from '@site/src/components/ApiReference/schema';
import styles from '../Schema/styles.module.css';

export interface Body {
  description?: string;
  required?: boolean;
  content?: Record<string, {schema?: SchemaObject; example?: unknown; examples?: Record<string, {summary?: string; value?: unknown}>}>;
}

const noSchema = () => translate({id: 'theme.openapi.schema.noSchema', message: 'No schema'});

/** A body's description and schema, or "No schema": the same in requests and responses (read-only properties only in responses). */
export function BodyContent(props: {description?: string; schema?: SchemaObject; direction: Direction}): ReactNode {
  const {description, schema, direction} = props;
  return (
    <>
      {description && <Markdown>{description}</Markdown>}
      {schema ? (
        <ul>
          <Schema schema={schema} direction={direction} />
        </ul>
      ) : (
        <p>{noSchema()}</p>
      )}
    </>
  );
}

export default function RequestSchema({title, body}: {title: string; body?: Body}): ReactNode {
  return Object.entries(body?.content ?? {}).map(([mimeType, media]) => (
    <details key={mimeType} className={clsx('openapi-markdown__details', 'mime', styles.details)} open>
      <summary>
        <h3 className="openapi-markdown__details-summary-header-body">
          {title} <span className="openapi-schema__name">{mimeType}</span>
          {body?.required && (
            <span className="openapi-schema__required">{translate({id: 'theme.openapi.schemaItem.required', message: 'required'})}</span>
          )}
        </h3>
      </summary>
      <BodyContent description={body?.description} schema={media.schema} direction="request" />
    </details>
  ));
}
