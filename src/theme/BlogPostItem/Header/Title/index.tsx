import React, {type ReactNode} from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {SampleBadge} from '@site/src/components/SampleMarker/SampleBadge';
import {SamplePostNotice} from '@site/src/components/SampleMarker/SampleNotice';
import {isSample} from '@site/src/utils/isSample';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TitleType>;

/**
 * An example post (`sample: true`) says so: on its own page with the notice
 * above its title, in lists (blog pages, tag pages) with the badge next to it.
 */
export default function BlogPostItemHeaderTitleWrapper(props: Props): ReactNode {
  const {frontMatter, isBlogPostPage} = useBlogPost();
  if (!isSample(frontMatter)) return <Title {...props} />;
  if (isBlogPostPage) {
    return (
      <>
        <SamplePostNotice />
        <Title {...props} />
      </>
    );
  }
  return (
    <div className={styles.titleRow}>
      <Title {...props} className={styles.title} />
      <SampleBadge className={styles.badge} />
    </div>
  );
}
