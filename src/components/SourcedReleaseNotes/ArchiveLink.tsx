import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

/** "More in the archive (n)": after a short list of sourced release notes, the n others on record. */
export default function ArchiveLink({count}: {count: number}): ReactNode {
  return (
    <Link to="/blog/archive">
      <Translate
        id="site.home.sourced.more"
        description="Link to the archive below the newest sourced release notes on the home page"
        values={{count}}>
        {'More in the archive ({count})'}
      </Translate>
    </Link>
  );
}
