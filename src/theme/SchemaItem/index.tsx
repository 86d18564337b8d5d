/** Wraps the OpenAPI theme's SchemaItem; see src/components/ApiSchemaList. */
import React, {type ReactNode} from 'react';
import Original from '@theme-original/SchemaItem';
import {SchemaListEntry} from '@site/src/components/ApiSchemaList';

export default function SchemaItem(props: Record<string, unknown>): ReactNode {
  return (
    <SchemaListEntry>
      <Original {...props} />
    </SchemaListEntry>
  );
}
