import {Fragment} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import sourced from '@generated/release-notes/default/sourced.json';

/**
 * One line for the legend above the blog lists: the newest release notes on
 * record (not examples), as links, and "More in the archive (n)" when there are n more.
 */
export default function SourcedLinks() {
  if (sourced.notes.length === 0) return null;
  const more = sourced.total - sourced.notes.length;
  return (
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
  );
}
