import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import StructuredData from '@site/src/components/StructuredData';
import {markAsSample} from '@theme/SampleMarker/SampleMetadata';
import {isSampleDoc} from '@theme/SampleMarker/sampleDocs';

/**
 * (CUSTOM) The theme's breadcrumb data, written escaped (src/components/StructuredData): the
 * original writes labels as they are, and a label can hold `</script>`. On an example page the
 * page itself (the last crumb) is named as an example. Category pages have breadcrumbs too, so
 * the page is known by its link rather than by the doc's front matter.
 */
export default function DocBreadcrumbsStructuredData({breadcrumbs}: Props) {
  const last = breadcrumbs[breadcrumbs.length - 1];
  const marked =
    last?.href && isSampleDoc(last.href) ? [...breadcrumbs.slice(0, -1), {...last, label: markAsSample(last.label)}] : breadcrumbs;
  return <StructuredData data={useBreadcrumbsStructuredData({breadcrumbs: marked})} />;
}
