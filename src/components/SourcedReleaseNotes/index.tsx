import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import sourced from '@generated/release-notes/default/sourced.json';
import {useFormatDate} from '@site/src/utils/useFormatDate';
import {SampleLegend, hasExamples} from '@theme/SampleMarker/SampleLegend';
import note from '@site/src/components/LatestReleaseNotes/note.module.css';
import ArchiveLink from './ArchiveLink';
import styles from './styles.module.css';

/**
 * Beside the home page's heading, where a reader looks first: the release notes
 * that are on record (they name their sources; a module plugins/release-notes
 * writes), and the legend that says how much else is an example. Only in a
 * build with examples: without them, every release note is on record and the
 * home page's latest release notes list them.
 */
export default function SourcedReleaseNotes({className}: {className?: string}): ReactNode {
  const formatDate = useFormatDate();
  if (!hasExamples()) return null;
  const more = sourced.total - sourced.notes.length;
  return (
    <section aria-labelledby="sourced" className={clsx(styles.panel, className)} data-sourced-release-notes="">
      {/* No "#" link: it would become part of the name the section takes from its heading. */}
      <h2 id="sourced" className={styles.heading}>
        <Translate id="site.home.sourced" description="Heading of the home page's list of release notes that are not examples">
          Sourced release notes
        </Translate>
      </h2>
      {sourced.notes.length > 0 ? (
        <ul className={styles.list}>
          {sourced.notes.map((item) => (
            <li key={item.permalink}>
              <Link to={item.permalink} className={note.title}>
                {item.title}
              </Link>{' '}
              <time dateTime={item.date} className={note.date}>
                {formatDate(item.date)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Translate id="site.home.sourced.none" description="On the home page when every release note is an example">
            Every release note here is an example.
          </Translate>
        </p>
      )}
      {more > 0 && (
        <p className={styles.more}>
          <ArchiveLink count={more} />
        </p>
      )}
      <SampleLegend className={styles.legend} />
    </section>
  );
}
