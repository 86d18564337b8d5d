/**
 * The legend of the example badge at the top of the blog list pages (/blog and
 * its pages), above the posts, with links to the release notes on record. The
 * list page (src/theme/BlogListPage) asks for it, and the blog's layout
 * (src/theme/BlogLayout) puts it first in its main column: the list page hands
 * the theme's layout its posts as one block.
 */
import {createContext, Fragment, useContext} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import sourced from '@generated/release-notes/default/sourced.json';
import {SampleLegend} from '@theme/SampleMarker/SampleLegend';
import styles from './styles.module.css';

/** True around a page whose blog layout shows the legend. */
export const WantsBlogListLegend = createContext(false);

/** The legend, where the page asked for it; nothing elsewhere (a post's own page, the tags). */
export function BlogListLegend() {
  if (!useContext(WantsBlogListLegend)) return null;
  const more = sourced.total - sourced.notes.length;
  return (
    <SampleLegend className={styles.legend}>
      {/* The newest release notes on record (not examples), as links, and "More in the archive (n)" when there are n more. */}
      {sourced.notes.length > 0 && (
        <p data-sourced-links="">
          <Translate id="site.blog.sourced" description="Before the links to the release notes that are not examples, above the blog lists">
            Sourced release notes:
          </Translate>{' '}
          {sourced.notes.map((note, i) => (
            <Fragment key={note.permalink}>
              {i > 0 && ', '}
              <Link to={note.permalink}>{note.title}</Link>
            </Fragment>
          ))}
          {more > 0 && (
            <>
              {', '}
              <Link to="/blog/archive">
                <Translate
                  id="site.home.sourced.more"
                  description="Link to the archive after the newest sourced release notes in the legend above the blog lists"
                  values={{count: more}}>
                  {'More in the archive ({count})'}
                </Translate>
              </Link>
            </>
          )}
          .
        </p>
      )}
    </SampleLegend>
  );
}
