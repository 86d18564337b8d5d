import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import StructuredData from '@site/src/components/StructuredData';
import {markPosting} from '@theme/SampleMarker/SampleMetadata';
import {isSample} from '@theme/SampleMarker/isSample';

/**
 * (CUSTOM) The theme's post data, written escaped (src/components/StructuredData): the original
 * writes the title as it is, and a title can hold `</script>`. An example release note is named
 * as one.
 */
export default function BlogPostPageStructuredData() {
  const sample = isSample(useBlogPost().metadata.frontMatter);
  const data = useBlogPostStructuredData();
  return <StructuredData data={sample ? markPosting(data) : data} />;
}
