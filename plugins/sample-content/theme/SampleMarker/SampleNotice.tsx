/**
 * The notice at the top of example content (`sample: true`,
 * plugins/sample-content): one component per kind, so that doc pages carry
 * only the doc text and blog pages only the post text.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';
import styles from './styles.module.css';

/**
 * The notice at the top of an example. Search skips its words, so search
 * excerpts show the page's own text, and records `sample: true` as metadata
 * of the page, so search can mark the hit.
 */
function SampleNotice({kind, children}: {kind: 'doc' | 'post'; children: ReactNode}): ReactNode {
  return (
    <div role="note" className={styles.notice} data-sample-notice={kind} data-search-ignore="" data-search-meta="sample:true">
      <Admonition
        type="warning"
        title={
          <Translate id="site.sample.notice.title" description="Heading of the notice at the top of an example page or release note">
            Example content
          </Translate>
        }>
        <p>{children}</p>
      </Admonition>
    </div>
  );
}

/** The notice at the top of an example documentation page. */
export const SampleDocNotice = (): ReactNode => (
  <SampleNotice kind="doc">
    <Translate id="site.sample.notice.doc" description="Notice at the top of a documentation page that is an example">
      This page is an example of how the documentation is organised. It does not document how the app behaves: its steps, fields and
      settings may differ from the real product.
    </Translate>
  </SampleNotice>
);

/** The notice at the top of an example release note. */
export const SamplePostNotice = (): ReactNode => (
  <SampleNotice kind="post">
    <Translate id="site.sample.notice.post" description="Notice at the top of a release note that is an example">
      This release note is an example of how release notes look on this site. It is not a published release: the features, fixes and dates
      it names may not exist.
    </Translate>
  </SampleNotice>
);
