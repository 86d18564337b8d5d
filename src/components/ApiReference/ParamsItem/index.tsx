/**
 * The API reference's own ParamsItem, in place of docusaurus-theme-openapi-docs': one
 * parameter of an operation, as a list entry in the theme's classes. Static
 * markup (see ../Schema), rendered on the server with its page.
 */
import React, {type ReactNode} from 'react';
import {SchemaFacts, SchemaHeader} from '../Schema';
import {schemaName, type SchemaObject} from '@site/src/components/ApiReference/schema';

export interface Parameter {
  name: string;
  in: string;
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  example?: unknown;
  schema?: SchemaObject;
}

export default function ParamsItem({param}: {param: Parameter}): ReactNode {
  const schema: SchemaObject = {...param.schema, description: param.description, deprecated: param.deprecated || param.schema?.deprecated};
  return (
    <li className="openapi-params__list-item">
      <SchemaHeader name={param.name} typeName={schemaName(schema) || 'any'} required={param.required} schema={schema} />
      <SchemaFacts schema={schema} example={param.example} />
    </li>
  );
}
