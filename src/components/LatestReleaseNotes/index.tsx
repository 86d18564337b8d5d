import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import Translate from '@docusaurus/Translate';
import type {ReleaseNotesGlobalData} from '@site/plugins/release-notes';
import {useFormatDate} from '@site/src/utils/useFormatDate';
import {SampleBadge} from '@site/src/components/SampleMarker/SampleBadge';
import styles from './styles.module.css';

/** The newest release notes (global data of plugins/release-notes). */
export default function LatestReleaseNotes(): ReactNode {
  const {latest} = usePluginData('release-notes') as ReleaseNotesGlobalData;
  const formatDate = useFormatDate();
  if (latest.length === 0) {
    return (
      <p>
        <Translate id="site.home.noReleaseNotes">No release notes have been published yet.</Translate>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {latest.map((post) => (
        <li key={post.permalink} className={styles.item}>
          <Link to={post.permalink} className={styles.title}>
            {post.title}
          </Link>
          {post.sample && <SampleBadge />}
          <time dateTime={post.date} className={styles.date}>
            {formatDate(post.date)}
          </time>
          {post.description && <p className={styles.description}>{post.description}</p>}
        </li>
      ))}
    </ul>
  );
}
