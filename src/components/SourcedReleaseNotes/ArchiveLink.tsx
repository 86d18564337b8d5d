import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

/** "More in the archive (n)": after the newest sourced release notes in the legend above the blog lists, the n others on record. */
export default function ArchiveLink({count}: {count: number}): ReactNode {
  return (
    <Link to="/blog/archive">
      <Translate
        id="site.home.sourced.more"
        description="Link to the archive after the newest sourced release notes in the legend above the blog lists"
        values={{count}}>
        {'More in the archive ({count})'}
      </Translate>
    </Link>
  );
}
