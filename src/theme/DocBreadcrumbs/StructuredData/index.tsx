import React, {type ReactNode} from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type StructuredDataType from '@theme/DocBreadcrumbs/StructuredData';
import type {WrapperProps} from '@docusaurus/types';
import {markAsSample} from '@site/src/components/SampleMarker/SampleMetadata';
import {isSampleDoc} from '@site/src/components/SampleMarker/sampleDocs';

type Props = WrapperProps<typeof StructuredDataType>;

/**
 * In the structured data of an example page's breadcrumbs, the page itself
 * (the last crumb) is named as an example. Category pages have breadcrumbs
 * too, so the page is known by its link rather than by the doc's front matter.
 */
export default function DocBreadcrumbsStructuredDataWrapper({breadcrumbs}: Props): ReactNode {
  const last = breadcrumbs[breadcrumbs.length - 1];
  if (!last?.href || !isSampleDoc(last.href)) return <StructuredData breadcrumbs={breadcrumbs} />;
  return <StructuredData breadcrumbs={[...breadcrumbs.slice(0, -1), {...last, label: markAsSample(last.label)}]} />;
}
