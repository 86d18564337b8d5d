/**
 * Replaces theme-classic's date and reading time of a release note, in lists
 * and on its page (3.10.2; this piece's contract in plugins/performance/pieces.ts):
 * same markup, classes and translation ids, but without the browser's Intl API.
 * The date comes from shortDate.ts, the plural form from pluralMessage.ts (in
 * this piece's folder; see there why).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {longDate} from '../../../../shortDate';
import {selectPluralMessage} from '../../../../pluralMessage';

import styles from './styles.module.css';

function ReadingTime({readingTime: minutes, locale}: {readingTime: number; locale: string}) {
  const readingTime = Math.ceil(minutes);
  const message = translate(
    {
      id: 'theme.blog.post.readingTime.plurals',
      description:
        'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
      message: 'One min read|{readingTime} min read',
    },
    {readingTime},
  );
  return <>{selectPluralMessage(message, readingTime, locale)}</>;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {date, readingTime} = metadata;
  return (
    // data-post-info: search leaves the date and reading time out of a post's text (scripts/build-search-index.mjs).
    <div className={clsx(styles.container, 'margin-vert--md', className)} data-post-info="">
      <time dateTime={date}>{longDate(date, currentLocale)}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} locale={currentLocale} />
        </>
      )}
    </div>
  );
}
