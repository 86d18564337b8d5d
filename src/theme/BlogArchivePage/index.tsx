/**
 * (REPLACES the theme's archive; plugins/upstream-contracts/replaced.ts says why.)
 * Every release note by year, newest first, one compact line each in the blog's
 * layout: the day, the title (without the date it repeats) with the example
 * badge on examples, and the apps it concerns. The legend of the badge follows
 * the heading when the list holds examples (src/theme/BlogLayout).
 */
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {groupBy, PageMetadata} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import {allAreas} from '@site/config/products';
import BlogPageHeader from '@site/src/components/BlogPageHeader';
import {SampleBadge} from '@theme/SampleMarker/SampleBadge';
import {WantsBlogListLegend} from '@site/src/components/BlogListLegend';
import {dayFormatter} from '@site/src/utils/formatDate';
import {useFormatDate} from '@site/src/utils/useFormatDate';
import {isSample} from '@theme/SampleMarker/isSample';
import {titleWithoutDate} from '@site/src/utils/titleWithoutDate';
import styles from './styles.module.css';

/** The tags that stand for an app (config/products.ts). */
const appTags = new Set(allAreas().flatMap((area) => (area.blogTag ? [area.blogTag] : [])));

/** The posts by year, newest year first; within a year as the blog lists them, newest first. */
function byYear(posts: readonly ArchiveBlogPost[]) {
  const years = groupBy(posts, (post) => post.metadata.date.slice(0, 4));
  return (Object.entries(years) as [string, ArchiveBlogPost[]][]).sort(([a], [b]) => b.localeCompare(a));
}

function Entry({post, formatDay}: {post: ArchiveBlogPost; formatDay: (date: string) => string}) {
  const {permalink, title, date, tags, frontMatter} = post.metadata;
  const apps = tags.filter((tag) => appTags.has(tag.permalink.split('/').pop()!)).map((tag) => tag.label);
  return (
    <li className={styles.entry}>
      <time dateTime={date.slice(0, 10)} className={styles.date}>
        {formatDay(date)}
      </time>
      <div>
        <Link to={permalink} className={styles.title}>
          {titleWithoutDate(title, date)}
          {isSample(frontMatter) && <SampleBadge />}
        </Link>
        {apps.length > 0 && <span className={styles.apps}>{apps.join(', ')}</span>}
      </div>
    </li>
  );
}

export default function BlogArchive({archive}: Props) {
  const formatDay = useFormatDate(dayFormatter);
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'site.blog.archive.description',
    message: 'Every release note by date, newest first.',
    description: 'Below the heading of the blog archive page, and its meta description',
  });
  return (
    <WantsBlogListLegend.Provider value={archive.blogPosts.some((post) => isSample(post.metadata.frontMatter))}>
      <PageMetadata title={title} description={description} />
      <BlogLayout>
        <BlogPageHeader title={title} description={description} />
        {byYear(archive.blogPosts).map(([year, posts]) => (
          <section key={year} aria-labelledby={`year-${year}`} className={styles.year}>
            <Heading as="h2" id={`year-${year}`}>
              {year}
            </Heading>
            <ul className={styles.list}>
              {posts.map((post) => (
                <Entry key={post.metadata.permalink} post={post} formatDay={formatDay} />
              ))}
            </ul>
          </section>
        ))}
      </BlogLayout>
    </WantsBlogListLegend.Provider>
  );
}
