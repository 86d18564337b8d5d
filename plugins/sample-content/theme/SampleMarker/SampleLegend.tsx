/**
 * What the example badge means, said once where lists of examples start (the
 * home page and the blog list pages): how many release notes and doc pages of
 * this language are representative examples rather than published records
 * (counted by plugins/sample-content), and the badge that marks them. Nothing
 * when there is no example (a build with SAMPLE_CONTENT=exclude).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import summary from '@generated/sample-content/default/sample-summary.json';
import {SampleBadge} from './SampleBadge';
import styles from './SampleLegend.module.css';

export function SampleLegend({className, children}: {className?: string; children?: ReactNode}): ReactNode {
  if (summary.posts.examples + summary.docs.examples === 0) return null;
  return (
    <div className={clsx(styles.legend, className)} data-sample-legend="">
      <p>
        <Translate
          id="site.sample.legend.sentence"
          description="On the home page and the blog lists: how much of the site is example content; the numbers are counted when the site is built"
          values={{
            posts: summary.posts.examples,
            postsTotal: summary.posts.total,
            docs: summary.docs.examples,
            docsTotal: summary.docs.total,
          }}>
          {
            '{posts} of the {postsTotal} release notes and {docs} of the {docsTotal} documentation pages are representative examples, not published records.'
          }
        </Translate>
      </p>
      <p>
        <SampleBadge className={styles.badge} />{' '}
        <Translate id="site.sample.legend.key" description="After the example label, in the legend that explains it">
          marks them in lists, search results and feeds.
        </Translate>
      </p>
      {children}
    </div>
  );
}
