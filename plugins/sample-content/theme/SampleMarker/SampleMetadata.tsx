/**
 * What browser tabs, link previews and search engines see of example content
 * (`sample: true`, plugins/sample-content): titles and descriptions that
 * start with the marker ("Example: …"), and a request not to index the page.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';

/** "Example: <text>", with the same word as the badge (`site.sample.label`). */
export function markAsSample(text: string): string {
  const label = translate({
    id: 'site.sample.label',
    message: 'Example',
    description: 'The label next to an example release note or page in lists and feeds',
  });
  return `${label}: ${text}`;
}

/** A post's structured data (`BlogPosting`) with its title and description marked as an example's. */
export function markPosting<T extends {headline?: unknown; name?: unknown; description?: unknown}>(post: T): T {
  const mark = (value: unknown) => (typeof value === 'string' && value !== '' ? markAsSample(value) : value);
  return {...post, headline: mark(post.headline), name: mark(post.name), description: mark(post.description)};
}

/**
 * Whether a list (a blog list page, a tag page, an app's changelog) holds
 * entries and every one of them is an example. Such a page lists no published
 * record: it asks not to be indexed, which also keeps it out of the sitemap.
 */
export function listsOnlyExamples(entries: readonly {sample: boolean}[]): boolean {
  return entries.length > 0 && entries.every((entry) => entry.sample);
}

/** A request not to index the page (the sitemap plugin leaves such pages out). */
export function NoIndex(): ReactNode {
  return (
    <Head>
      <meta name="robots" content="noindex" />
    </Head>
  );
}

/**
 * Rendered after the theme's own metadata of an example page: `<Head>` lets the
 * later title and meta tags replace the earlier ones of the same name.
 */
export function SampleMetadata({title, description}: {title: string; description?: string}): ReactNode {
  return (
    <>
      <PageMetadata title={markAsSample(title)} description={description ? markAsSample(description) : undefined} />
      <NoIndex />
    </>
  );
}
