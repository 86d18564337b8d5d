import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {Feed} from 'feed';
import {allAreas} from '../../config/products';
import {isLocale, type Locale} from '../../config/i18n';
import {isSample} from '../sample-content/theme/SampleMarker/isSample';
import {markSampleFeedItems, sampleLabel, sampleShareSentence, withSampleShare} from '../sample-content';
import {summaryOf, summaryProblem} from './summary';
import {escapeCategoryAttributes} from './atomFeed';

/** A release note as the client components need it. */
export interface ReleaseNoteSummary {
  title: string;
  permalink: string;
  date: string;
  description: string;
  /** Present on examples only (`sample: true`), which lists mark as such. */
  sample?: true;
}

/** What an app's changelog page renders (written per app and locale by createData). */
export interface AppChangelogData {
  app: string;
  tag: string;
  feeds: {rss: string; atom: string};
  notes: ReleaseNoteSummary[];
}

/** Site-relative folder of an app's own feeds, below the blog. */
export const appFeedDir = (tag: string) => `blog/feeds/${tag}`;

function summarize({metadata}: BlogPost): ReleaseNoteSummary {
  return {
    title: metadata.title,
    permalink: metadata.permalink,
    date: new Date(metadata.date).toISOString().slice(0, 10),
    description: metadata.description,
    ...(isSample(metadata.frontMatter) && {sample: true as const}),
  };
}

/** Permalinks of the posts that are examples, for the blog sidebar (written by createData). */
export function samplePermalinks(content: BlogContent | undefined): string[] {
  return listed(content).flatMap((post) => (isSample(post.metadata.frontMatter) ? [post.metadata.permalink] : []));
}

function listed(content: BlogContent | undefined): BlogPost[] {
  return (content?.blogPosts ?? []).filter((post) => !post.metadata.unlisted);
}

/**
 * Fails when a post names an author: release notes show none, and the theme's
 * author row is left out (plugins/performance/lean-theme-components), so a
 * name would silently disappear.
 */
export function assertNoAuthors(content: BlogContent | undefined): void {
  const withAuthors = (content?.blogPosts ?? []).filter((post) => post.metadata.authors.length > 0);
  if (withAuthors.length > 0) {
    throw new Error(
      `[release-notes] Release notes name no authors, but ${withAuthors.map((post) => post.metadata.source).join(', ')} do${withAuthors.length === 1 ? 'es' : ''}: ` +
        'remove `authors` from the front matter (the site does not show them; see plugins/performance/lean-theme-components).',
    );
  }
}

/** Fails when a summary is more than text with inline formatting, the rule that keeps list pages lists (summary.ts). */
export function assertPlainSummaries(content: BlogContent | undefined): void {
  const problems = (content?.blogPosts ?? []).flatMap((post) => {
    const problem = summaryProblem(summaryOf(post.content));
    return problem ? [`${post.metadata.source}, ${problem}`] : [];
  });
  if (problems.length > 0) {
    throw new Error(
      `[release-notes] The summary of a release note (the text before {/* truncate */}) is shown on list pages, ten one after another, ` +
        `and is text with emphasis, links and inline code only; move the rest below the marker (lines counted from the end of the front matter):\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  }
}

/** The newest `count` posts, newest first (the blog already sorts them so). */
export function latestPosts(content: BlogContent | undefined, count: number): ReleaseNoteSummary[] {
  return listed(content).slice(0, count).map(summarize);
}

/** The newest `count` posts that are not examples, newest first, and how many there are in all: the legend above the blog lists. */
export function latestSourcedPosts(content: BlogContent | undefined, count: number) {
  const sourced = listed(content).filter((post) => !isSample(post.metadata.frontMatter));
  return {notes: sourced.slice(0, count).map(summarize), total: sourced.length};
}

/** The posts carrying `tag`, newest first. */
export function postsTagged(content: BlogContent | undefined, tag: string): BlogPost[] {
  return listed(content).filter((post) => post.metadata.tags.some((t) => t.permalink.endsWith(`/tags/${tag}`)));
}

/** Apps that have a release-notes tag: one changelog and one pair of feeds each. */
export function appsWithTag(): {code: string; dir: string; tag: string; name: {en: string; de: string}}[] {
  return allAreas().flatMap((area) => (area.blogTag ? [{code: area.code, dir: area.dir, tag: area.blogTag, name: area.name}] : []));
}

/** RSS 2.0 and Atom 1.0 for one app's release notes. */
export function appFeeds(args: {
  posts: BlogPost[];
  siteUrl: string;
  baseUrl: string;
  title: string;
  description: string;
  language: string;
  copyright: string;
  feedDir: string;
  /** The word that marks an example's item ("Example"). */
  sampleLabel: string;
}): {rss: string; atom: string} {
  const {posts, siteUrl, baseUrl, title, description, language, copyright, feedDir} = args;
  const origin = siteUrl.replace(/\/$/, '');
  const feed = new Feed({
    id: `${origin}${baseUrl}${feedDir}`,
    title,
    description,
    link: `${origin}${baseUrl}blog`,
    language,
    copyright,
    updated: posts[0] ? new Date(posts[0].metadata.date) : undefined,
    feedLinks: {rss: `${origin}${baseUrl}${feedDir}/rss.xml`, atom: `${origin}${baseUrl}${feedDir}/atom.xml`},
  });
  const items = posts.map(({metadata}) => {
    const link = `${origin}${metadata.permalink}`;
    return {
      id: link,
      title: metadata.title,
      link,
      date: new Date(metadata.date),
      description: metadata.description,
      category: metadata.tags.map((t) => ({name: t.label, term: t.permalink.split('/').pop()})),
    };
  });
  markSampleFeedItems(items, posts, args.sampleLabel).forEach((item) => feed.addItem(item));
  // Atom requires a term (the tag); the feed library writes attributes unescaped (atomFeed.ts).
  return {rss: feed.rss2(), atom: escapeCategoryAttributes(feed.atom1())};
}

/** An app's feed title and description, per locale. */
const appFeedText: Record<Locale, (site: string, app: string) => {title: string; description: string}> = {
  en: (site, app) => ({title: `${site}: ${app} release notes`, description: `New features and fixes in ${app}`}),
  de: (site, app) => ({title: `${site}: Versionshinweise ${app}`, description: `Neue Funktionen und Fehlerbehebungen in ${app}`}),
};

/**
 * Reads the release-notes blog once all content is loaded and derives from it,
 * so that no list of release notes is ever kept by hand:
 * - a JSON module with the newest three posts, which only the home page loads
 *   (`@generated/release-notes/default/latest.json`; as global data every page carried it);
 * - one with the newest three posts that are not examples (`sourced.json`), for the legend above the blog lists;
 * - one JSON module per app (`@generated/release-notes/default/changelog-<code>.json`)
 *   that the app's changelog page renders;
 * - after the build, an RSS and an Atom feed per app under /blog/feeds/<tag>/,
 *   whose description says how many of its release notes are examples.
 */
export default function releaseNotesPlugin(context: LoadContext): Plugin {
  const {siteConfig, baseUrl, i18n} = context;
  const locale = i18n.currentLocale;
  if (!isLocale(locale)) throw new Error(`plugins/release-notes: "${locale}" is not one of the site's locales (config/i18n.ts)`);
  let blog: BlogContent | undefined;
  return {
    name: 'release-notes',
    async allContentLoaded({allContent, actions}) {
      blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      assertNoAuthors(blog);
      assertPlainSummaries(blog);
      await actions.createData('latest.json', JSON.stringify(latestPosts(blog, 3)));
      await actions.createData('sourced.json', JSON.stringify(latestSourcedPosts(blog, 3)));
      // Only blog pages load this (the blog sidebar), not every page as global data.
      await actions.createData('sample-posts.json', JSON.stringify(samplePermalinks(blog)));
      for (const app of appsWithTag()) {
        const changelog: AppChangelogData = {
          app: app.code,
          tag: app.tag,
          feeds: {rss: `${baseUrl}${appFeedDir(app.tag)}/rss.xml`, atom: `${baseUrl}${appFeedDir(app.tag)}/atom.xml`},
          notes: postsTagged(blog, app.tag).map(summarize),
        };
        await actions.createData(`changelog-${app.dir.replace('/', '-')}.json`, JSON.stringify(changelog));
      }
    },
    async postBuild({outDir}) {
      const label = sampleLabel(context.localizationDir);
      for (const app of appsWithTag()) {
        const feedDir = appFeedDir(app.tag);
        const posts = postsTagged(blog, app.tag);
        const text = appFeedText[locale](siteConfig.title, app.name[locale]);
        // The description says how many of the feed's release notes are examples, if any.
        const examples = {examples: posts.filter((post) => isSample(post.metadata.frontMatter)).length, total: posts.length};
        const {rss, atom} = appFeeds({
          posts,
          siteUrl: siteConfig.url,
          baseUrl,
          title: text.title,
          description: withSampleShare(text.description, sampleShareSentence(locale, examples, 'feed', label)),
          language: locale,
          copyright: String(siteConfig.customFields?.copyright ?? ''),
          feedDir,
          sampleLabel: label,
        });
        const dir = path.join(outDir, feedDir);
        await fs.mkdir(dir, {recursive: true});
        await fs.writeFile(path.join(dir, 'rss.xml'), rss);
        await fs.writeFile(path.join(dir, 'atom.xml'), atom);
      }
    },
  };
}
