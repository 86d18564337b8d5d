/**
 * The API reference's own ResponseHeaders, in place of docusaurus-theme-openapi-docs': the
 * headers of a response, as static list entries (see ../Schema).
 */
import React, {type ReactNode} from 'react';
import {SchemaItem} from '../Schema';
import type {SchemaObject} from '@site/src/components/ApiReference/schema';

export type Headers = Record<string, {description?: string; required?: boolean; schema?: SchemaObject}>;

export default function ResponseHeaders({responseHeaders}: {responseHeaders?: Headers}): ReactNode {
  if (!responseHeaders) return null;
  return (
    <ul>
      {Object.entries(responseHeaders).map(([name, header]) => (
        <SchemaItem key={name} name={name} schema={{...header.schema, description: header.description}} required={header.required} />
      ))}
    </ul>
  );
}
