import type {Props} from '@theme/BlogListPage/StructuredData';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import StructuredData from '@site/src/components/StructuredData';
import {markPosting} from '@theme/SampleMarker/SampleMetadata';
import {isSample} from '@theme/SampleMarker/isSample';

/**
 * (CUSTOM) The theme's list data (`Blog` with a `BlogPosting` per post), written escaped
 * (src/components/StructuredData): the original writes titles as they are, and a title can hold
 * `</script>`. Each example is named as one, as on a post's own page.
 */
export default function BlogListPageStructuredData(props: Props) {
  const data = useBlogListPageStructuredData(props);
  const blogPost = (data.blogPost as unknown as Record<string, unknown>[]).map((post, i) =>
    isSample(props.items[i]?.content.frontMatter) ? markPosting(post) : post,
  );
  return <StructuredData data={{...data, blogPost}} />;
}
