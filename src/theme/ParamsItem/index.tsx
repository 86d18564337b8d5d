/** Wraps the OpenAPI theme's ParamsItem; see src/components/ApiSchemaList. */
import React, {type ReactNode} from 'react';
import Original from '@theme-original/ParamsItem';
import {SchemaListEntry} from '@site/src/components/ApiSchemaList';

export default function ParamsItem(props: Record<string, unknown>): ReactNode {
  return (
    <SchemaListEntry>
      <Original {...props} />
    </SchemaListEntry>
  );
}
