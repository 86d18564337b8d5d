import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Links to the release-notes feeds; plain anchors because feeds are files, not routes.
 * A row of its own below the footer, or `inline` in a page's text (the blog list's header).
 */
export default function FeedLinks({inline, className}: {inline?: boolean; className?: string}) {
  const rss = useBaseUrl('/blog/rss.xml');
  const atom = useBaseUrl('/blog/atom.xml');
  return (
    <div
      className={clsx(inline ? styles.inline : styles.feeds, className)}
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
