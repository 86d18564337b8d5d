import Title from '@theme-original/BlogPostItem/Header/Title';
import type {Props} from '@theme/BlogPostItem/Header/Title';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {SamplePostNotice} from '@theme/SampleMarker/SampleNotice';
import {ListTitle} from '@theme/SampleMarker/ListTitle';
import {isSample} from '@theme/SampleMarker/isSample';

/**
 * An example post (`sample: true`) says so on its own page, with the notice
 * above its title. Lists (blog and tag pages) show the badge next to the
 * title instead (plugins/sample-content/theme/SampleMarker/ListTitle).
 */
export default function BlogPostItemHeaderTitleWrapper(props: Props) {
  const {frontMatter, isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <ListTitle Title={Title} {...props} />;
  return (
    <>
      {isSample(frontMatter) && <SamplePostNotice />}
      <Title {...props} />
    </>
  );
}
