/**
 * The badge of example content (`sample: true`, plugins/sample-content) in
 * lists. A module of its own, without the notice's admonition, so that pages
 * with lists but no Markdown (doc category pages) do not load the admonition.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * The word that marks an example in lists; plugins/sample-content uses the same
 * entry for feed items. The space before it keeps it a word of its own in the
 * entry's text ("Hotfix 13 January 2025 Example"), also where a browser's
 * accessible name joins inline text without one. Its tooltip says what it
 * means; a tooltip is not part of the name of the link the badge stands in.
 */
export function SampleBadge({className}: {className?: string}): ReactNode {
  return (
    <>
      {' '}
      <span
        className={clsx(styles.badge, className)}
        data-sample-badge=""
        title={translate({
          id: 'site.sample.badge.title',
          message: 'A representative example, not a published record',
          description: 'Tooltip of the "Example" label next to an example release note or page',
        })}>
        <Translate id="site.sample.label" description="The label next to an example release note or page in lists and feeds">
          Example
        </Translate>
      </span>
    </>
  );
}

/** `title` with the badge after it, for a link's title that the theme renders as the link's content. */
export const withBadge = (title: ReactNode): ReactNode => (
  <>
    {title}
    <SampleBadge />
  </>
);
