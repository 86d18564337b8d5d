/**
 * The legend of the example badge at the top of the blog list pages (/blog and
 * its pages), above the posts, with links to the release notes on record. The
 * list page (src/theme/BlogListPage) asks for it, and the blog's layout
 * (src/theme/BlogLayout) puts it first in its main column: the list page hands
 * the theme's layout its posts as one block.
 */
import {createContext, useContext} from 'react';
import SourcedLinks from '@site/src/components/SourcedReleaseNotes/SourcedLinks';
import {SampleLegend} from '@theme/SampleMarker/SampleLegend';
import styles from './styles.module.css';

/** True around a page whose blog layout shows the legend. */
export const WantsBlogListLegend = createContext(false);

/** The legend, where the page asked for it; nothing elsewhere (a post's own page, the tags). */
export function BlogListLegend() {
  if (!useContext(WantsBlogListLegend)) return null;
  return (
    <SampleLegend className={styles.legend}>
      <SourcedLinks />
    </SampleLegend>
  );
}
