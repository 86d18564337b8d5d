/** Wraps the OpenAPI theme's ParamsDetails; see src/components/ApiSchemaList. */
import React, {type ReactNode} from 'react';
import Original from '@theme-original/ParamsDetails';
import {SchemaListProvider} from '@site/src/components/ApiSchemaList';

export default function ParamsDetails(props: Record<string, unknown>): ReactNode {
  return (
    <SchemaListProvider>
      <Original {...props} />
    </SchemaListProvider>
  );
}
