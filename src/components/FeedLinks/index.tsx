import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Links to the release-notes feeds; plain anchors because feeds are files, not routes. */
export default function FeedLinks(): ReactNode {
  const rss = useBaseUrl('/blog/rss.xml');
  const atom = useBaseUrl('/blog/atom.xml');
  return (
    <div
      className={styles.feeds}
      role="group"
      aria-label={translate({
        id: 'site.footer.feedsLabel',
        message: 'Release-note feeds',
        description: 'Label of the footer row with feed links',
      })}>
      <span>
        <Translate id="site.footer.feeds" description="Text before the release-note feed links in the footer">
          Follow the release notes:
        </Translate>
      </span>
      <a href={rss}>RSS</a>
      <a href={atom}>Atom</a>
    </div>
  );
}
