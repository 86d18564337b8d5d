/** Wraps the OpenAPI theme's ResponseSchema; see src/components/ApiSchemaList. */
import React, {type ReactNode} from 'react';
import Original from '@theme-original/ResponseSchema';
import {SchemaListProvider} from '@site/src/components/ApiSchemaList';

export default function ResponseSchema(props: Record<string, unknown>): ReactNode {
  return (
    <SchemaListProvider>
      <Original {...props} />
    </SchemaListProvider>
  );
}
