import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {AppChangelogData} from '@site/plugins/release-notes';
import {useFormatDate} from '@site/src/utils/useFormatDate';
import {SampleBadge} from '@theme/SampleMarker/SampleBadge';
import {listsOnlyExamples, NoIndex} from '@theme/SampleMarker/SampleMetadata';
import styles from './styles.module.css';

/**
 * An app's release notes, generated at build time from the blog's tags
 * (plugins/release-notes). Used on each app's changelog page:
 *
 *   import changelog from '@generated/release-notes/default/changelog-srb.json';
 *   <AppChangelog changelog={changelog} />
 *
 * A changelog whose every entry is an example asks not to be indexed (and so
 * is in no sitemap).
 */
export default function AppChangelog({changelog}: {changelog: AppChangelogData}) {
  const formatDate = useFormatDate();
  return (
    <div className={styles.changelog}>
      {listsOnlyExamples(changelog.notes.map((note) => ({sample: note.sample === true}))) && <NoIndex />}
      <p className={styles.feeds}>
        <Translate id="site.changelog.subscribe" description="Text before an app's own feed links on its changelog page">
          {"Subscribe to this app's release notes:"}
        </Translate>{' '}
        <a href={changelog.feeds.rss} data-feed="rss">
          RSS
        </a>{' '}
        ·{' '}
        <a href={changelog.feeds.atom} data-feed="atom">
          Atom
        </a>
      </p>
      {changelog.notes.length === 0 ? (
        <p>
          <Translate id="site.changelog.empty">No release notes have been published for this app yet.</Translate>
        </p>
      ) : (
        <ul className={styles.list} data-changelog={changelog.app}>
          {changelog.notes.map((note) => (
            <li key={note.permalink} className={styles.item}>
              <time dateTime={note.date} className={styles.date}>
                {formatDate(note.date)}
              </time>
              <span>
                <Link to={note.permalink}>{note.title}</Link>
                {note.sample && <SampleBadge />}
              </span>
              {note.description && (
                <span className={styles.description} data-changelog-summary>
                  {note.description}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
