/**
 * The marks of example content (`sample: true`, config/sampleContent.ts), so
 * that no reader takes an example for a published release or documented
 * behaviour. Every place that shows an example uses these two, with the one
 * set of strings below (German: i18n/de/code.json):
 * - SampleNotice: the box at the top of an example page or post;
 * - SampleBadge: the small "Example" label next to an example in a list.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';
import styles from './styles.module.css';

/**
 * The word that marks an example in lists; plugins/sample-content uses the same
 * entry for feed items. The space before it keeps it a word of its own in a
 * link's accessible name ("Hotfix 13 January 2025 Example").
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

/**
 * The notice at the top of an example. Pagefind skips its words, so search
 * excerpts show the page's own text, and records `sample: true` as metadata
 * of the page, so search can mark the hit.
 */
export function SampleNotice({kind}: {kind: 'doc' | 'post'}): ReactNode {
  return (
    <div role="note" className={styles.notice} data-sample-notice={kind} data-pagefind-ignore="" data-pagefind-meta="sample:true">
      <Admonition
        type="warning"
        title={
          <Translate id="site.sample.notice.title" description="Heading of the notice at the top of an example page or release note">
            Example content
          </Translate>
        }>
        <p>
          {kind === 'post' ? (
            <Translate id="site.sample.notice.post" description="Notice at the top of a release note that is an example">
              This release note is an example of how release notes look on this site. It is not a published release: the features, fixes and
              dates it names may not exist.
            </Translate>
          ) : (
            <Translate id="site.sample.notice.doc" description="Notice at the top of a documentation page that is an example">
              This page is an example of how the documentation is organised. It does not document how the app behaves: its steps, fields and
              settings may differ from the real product.
            </Translate>
          )}
        </p>
      </Admonition>
    </div>
  );
}
