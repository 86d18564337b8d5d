/** Wraps the OpenAPI theme's RequestSchema; see src/components/ApiSchemaList. */
import React, {type ReactNode} from 'react';
import Original from '@theme-original/RequestSchema';
import {SchemaListProvider} from '@site/src/components/ApiSchemaList';

export default function RequestSchema(props: Record<string, unknown>): ReactNode {
  return (
    <SchemaListProvider>
      <Original {...props} />
    </SchemaListProvider>
  );
}
