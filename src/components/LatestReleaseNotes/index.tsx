import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import latest from '@generated/release-notes/default/latest.json';
import {useFormatDate} from '@site/src/utils/useFormatDate';
import {SampleBadge} from '@theme/SampleMarker/SampleBadge';
import note from './note.module.css';
import styles from './styles.module.css';

/** The newest release notes (a module plugins/release-notes writes). */
export default function LatestReleaseNotes(): ReactNode {
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
          <Link to={post.permalink} className={note.title}>
            {post.title}
          </Link>
          {post.sample && <SampleBadge />}
          <time dateTime={post.date} className={note.date}>
            {formatDate(post.date)}
          </time>
          {post.description && <p className={styles.description}>{post.description}</p>}
        </li>
      ))}
    </ul>
  );
}
