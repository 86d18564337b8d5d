/**
 * A release note's title in blog and tag lists, at the size of a list entry
 * (the theme's 3 rem is its size on the post's own page), with the example
 * badge next to it on examples (below it when the title fills the line). Used
 * by the title of src/theme/BlogPostItem/Header/Title in list view, with the
 * theme's title component.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {isSample} from './isSample';
import {SampleBadge} from './SampleBadge';
import styles from './ListTitle.module.css';

type TitleProps = {className?: string};

export function ListTitle({Title, className}: TitleProps & {Title: ComponentType<TitleProps>}): ReactNode {
  const {frontMatter} = useBlogPost();
  if (!isSample(frontMatter)) return <Title className={clsx(className, styles.title)} />;
  return (
    <div className={styles.titleRow}>
      <Title className={clsx(className, styles.title, styles.inRow)} />
      <SampleBadge className={styles.badge} />
    </div>
  );
}
