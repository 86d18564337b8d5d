import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import latest from '@generated/release-notes/default/latest.json';
import {useFormatDate} from '@site/src/utils/useFormatDate';
import {SampleBadge} from '@theme/SampleMarker/SampleBadge';
import {SampleLegend} from '@theme/SampleMarker/SampleLegend';
import styles from './styles.module.css';

/**
 * Beside the home page's heading, where a reader looks first: the newest release
 * notes (a module plugins/release-notes writes), each with its date and, on an
 * example, the badge; then the way to all of them by date, and the legend that
 * says how much of the site is an example (nothing in a build without examples).
 */
export default function LatestReleaseNotes({className}: {className?: string}) {
  const formatDate = useFormatDate();
  return (
    <section aria-labelledby="latest" className={clsx(styles.panel, className)} data-latest-release-notes="">
      {/* No "#" link: it would become part of the name the section takes from its heading. */}
      <h2 id="latest" className={styles.heading}>
        <Translate id="site.home.latest" description="Heading of the home page's list of the newest release notes">
          Latest release notes
        </Translate>
      </h2>
      {latest.length > 0 ? (
        <ul className={styles.list}>
          {latest.map((post) => (
            <li key={post.permalink}>
              <Link to={post.permalink} className={styles.title}>
                {post.title}
              </Link>
              {post.sample && <SampleBadge />}
              <time dateTime={post.date} className={styles.date}>
                {formatDate(post.date)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Translate id="site.home.noReleaseNotes">No release notes have been published yet.</Translate>
        </p>
      )}
      {latest.length > 0 && (
        <p className={styles.more}>
          <Link to="/blog/archive">
            <Translate id="site.home.archive" description="Link to the blog archive below the home page's latest release notes">
              Archive by date
            </Translate>
          </Link>
        </p>
      )}
      <SampleLegend className={styles.legend} />
    </section>
  );
}
