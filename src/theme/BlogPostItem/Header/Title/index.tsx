import React, {type ReactNode} from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';
import {SamplePostNotice} from '@theme/SampleMarker/SampleNotice';
import {ListTitle} from '@theme/SampleMarker/ListTitle';
import {isSample} from '@theme/SampleMarker/isSample';

type Props = WrapperProps<typeof TitleType>;

/**
 * An example post (`sample: true`) says so on its own page, with the notice
 * above its title. Lists (blog and tag pages) show the badge next to the
 * title instead (plugins/sample-content/theme/SampleMarker/ListTitle).
 * (CUSTOM) A post's own page offers "Copy page" at the end of the title's line,
 * below the notice (plugins/page-markdown).
 */
export default function BlogPostItemHeaderTitleWrapper(props: Props): ReactNode {
  const {frontMatter, isBlogPostPage, metadata} = useBlogPost();
  if (!isBlogPostPage) return <ListTitle Title={Title} {...props} />;
  return (
    <>
      {isSample(frontMatter) && <SamplePostNotice />}
      <PageActions permalink={metadata.permalink} />
      <Title {...props} />
    </>
  );
}
