import {createContext} from 'react';
import Heading from '@theme/Heading';
import FeedLinks from '@site/src/components/FeedLinks';
import styles from './styles.module.css';

interface Header {
  title: string;
  description: string;
  /** The release-note feeds below the description. */
  feeds?: boolean;
}

/**
 * The heading of a blog page that lists release notes (/blog and its pages, the archive):
 * its title as the page's H1, a one-line description and, on the blog list, the feeds.
 */
export default function BlogPageHeader({title, description, feeds}: Header) {
  return (
    <header className={styles.header} data-blog-page-header="">
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      {feeds && <FeedLinks className={styles.feeds} inline />}
    </header>
  );
}

/**
 * Given around a blog list page (src/theme/BlogListPage): the theme's list page renders no
 * heading and hands the blog's layout its posts as one block, so the layout
 * (src/theme/BlogLayout) puts this page's header first in its main column.
 */
export const BlogListHeaderContext = createContext<Header | null>(null);
