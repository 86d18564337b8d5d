/**
 * The badge of example content (`sample: true`, config/sampleContent.ts) in
 * lists. A module of its own, without the notice's admonition, so that pages
 * with lists but no Markdown (doc category pages) do not load the admonition.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * The word that marks an example in lists; plugins/sample-content uses the same
 * entry for feed items. The space before it keeps it a word of its own in the
 * entry's text ("Hotfix 13 January 2025 Example"), also where a browser's
 * accessible name joins inline text without one.
 */
export function SampleBadge({className}: {className?: string}): ReactNode {
  return (
    <>
      {' '}
      <span className={clsx(styles.badge, className)} data-sample-badge="">
        <Translate id="site.sample.label" description="The label next to an example release note or page in lists and feeds">
          Example
        </Translate>
      </span>
    </>
  );
}
