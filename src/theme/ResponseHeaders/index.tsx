/** Wraps the OpenAPI theme's ResponseHeaders; see src/components/ApiSchemaList. */
import React, {type ReactNode} from 'react';
import Original from '@theme-original/ResponseHeaders';
import {SchemaListProvider} from '@site/src/components/ApiSchemaList';

export default function ResponseHeaders(props: Record<string, unknown>): ReactNode {
  return (
    <SchemaListProvider>
      <Original {...props} />
    </SchemaListProvider>
  );
}
