/**
 * Example content (`sample: true`; README.md in this folder) where the theme does not render it: the marker
 * of feed items, the client's lists of example docs and apps and its counts of examples, and with
 * SAMPLE_CONTENT=exclude a check that no example reached the build. The exclusion works on file paths;
 * this check reads the front matter Docusaurus actually loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {sampleContentMode} from '../../config/sampleContent';
import {allAreas} from '../../config/products';
import {isExemptFromProvenance} from '../content-checks/content-files';
import {isSample} from './theme/SampleMarker/isSample';
import type {Locale} from '../../config/i18n';

/** The translation key of the marker's word, shared with theme/SampleMarker/SampleBadge.tsx. */
export const sampleLabelId = 'site.sample.label';
/** The marker's English word: the default message of `site.sample.label` in theme/SampleMarker/SampleBadge.tsx. */
export const englishSampleLabel = 'Example';

type AllContent = Record<string, Record<string, unknown> | undefined>;

/**
 * The marker's word in the language whose translations live in
 * `localizationDir` (i18n/<locale>), from the same code.json entry the theme
 * uses. Like Docusaurus, it falls back to the English default where there is
 * none (`npm run translations:check` fails on a missing German one).
 */
export function sampleLabel(localizationDir: string): string {
  const file = path.join(localizationDir, 'code.json');
  if (!fs.existsSync(file)) return englishSampleLabel;
  let translations: Record<string, {message?: unknown} | undefined>;
  try {
    translations = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: not valid JSON (${(error as Error).message})`);
  }
  const message = translations[sampleLabelId]?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : englishSampleLabel;
}

/**
 * The sentence a feed's description ends with when release notes in it are
 * examples: how many, in the feed's language, and the marker their titles
 * start with. `scope` says what is counted: the site's release notes (the
 * site-wide feeds, which hold only the newest) or the feed's own (an app's).
 * Empty when none is an example.
 */
export function sampleShareSentence(
  locale: Locale,
  {examples, total}: {examples: number; total: number},
  scope: 'site' | 'feed',
  label: string,
): string {
  if (examples === 0) return '';
  const all = examples === total;
  const one = examples === 1;
  if (locale === 'de') {
    const notes = all && one ? 'Der Versionshinweis' : `${all ? 'Alle' : one ? 'Einer der' : `${examples} der`} ${total} Versionshinweise`;
    const where = scope === 'site' ? 'auf dieser Website' : 'in diesem Feed';
    if (one) return `${notes} ${where} ist ein repräsentatives Beispiel, keine veröffentlichte Angabe; sein Titel beginnt mit „${label}:“.`;
    return `${notes} ${where} sind repräsentative Beispiele, keine veröffentlichten Angaben; ihre Titel beginnen mit „${label}:“.`;
  }
  const notes = all && one ? 'The release note' : `${all ? 'All' : `${examples} of the`} ${total} release notes`;
  const where = scope === 'site' ? 'on this site' : 'in this feed';
  if (one) return `${notes} ${where} is a representative example, not a published record; its title starts with “${label}:”.`;
  return `${notes} ${where} are representative examples, not published records; their titles start with “${label}:”.`;
}

/** A feed's description with the sentence on its examples, if any. */
export function withSampleShare(description: string, sentence: string): string {
  return sentence ? `${description.replace(/\.?\s*$/, '.')} ${sentence}` : description;
}

interface FeedItemLike {
  title: string;
  category?: {name?: string; term?: string}[];
}

/** A feed item of an example, marked: "<label>: <title>" and a category `<label>` (term `sample`, the same in every language). */
export function markSampleFeedItem<T extends FeedItemLike>(item: T, label: string): T {
  return {...item, title: `${label}: ${item.title}`, category: [...(item.category ?? []), {name: label, term: 'sample'}]};
}

/** Marks the feed items of the posts that are examples; items and posts come in the same order. */
export function markSampleFeedItems<T extends FeedItemLike>(items: T[], posts: BlogPost[], label: string): T[] {
  return items.map((item, i) => (isSample(posts[i]?.metadata.frontMatter) ? markSampleFeedItem(item, label) : item));
}

/** Source files of the loaded docs and posts that are examples. */
export function loadedSampleSources(allContent: AllContent): string[] {
  const docs = loadedDocs(allContent).filter((doc) => isSample(doc.frontMatter));
  const posts = Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}).flatMap((content) =>
    (content as BlogContent).blogPosts.filter((post) => isSample(post.metadata.frontMatter)),
  );
  return [...docs.map((doc) => doc.source), ...posts.map((post) => post.metadata.source)];
}

/** Every doc of every version of every loaded docs plugin, or of the docs plugin `instance` only (also used by plugins/page-markdown). */
export function loadedDocs(allContent: AllContent, instance?: string): DocMetadata[] {
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  return (instance ? [docs[instance]] : Object.values(docs)).flatMap((content) =>
    ((content as DocsContent | undefined)?.loadedVersions ?? []).flatMap((version) => version.docs),
  );
}

/**
 * The apps (folders under docs/, as in config/products.ts) whose pages are all
 * examples. An app's changelog does not count: it only lists release notes.
 */
export function sampleApps(allContent: AllContent): string[] {
  const docs = loadedDocs(allContent, 'default');
  return allAreas()
    .map((area) => area.dir)
    .filter((dir) => {
      const pages = docs.filter((doc) => {
        const rel = `${doc.sourceDirName}/${path.posix.basename(doc.source)}`;
        return rel.startsWith(`${dir}/`) && !isExemptFromProvenance(rel);
      });
      return pages.length > 0 && pages.every((doc) => isSample(doc.frontMatter));
    });
}

/**
 * How many of the release notes (listed posts of the blog) and the doc pages (the default docs plugin's, not the
 * API reference) of one language there are, and how many of them are examples.
 */
export function sampleSummary(allContent: AllContent) {
  const posts = ((allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined)?.blogPosts ?? []).filter(
    (post) => !post.metadata.unlisted,
  );
  const docs = loadedDocs(allContent, 'default').filter((doc) => !doc.unlisted);
  return {
    posts: {examples: posts.filter((post) => isSample(post.metadata.frontMatter)).length, total: posts.length},
    docs: {examples: docs.filter((doc) => isSample(doc.frontMatter)).length, total: docs.length},
  };
}

export default function sampleContentPlugin(context: LoadContext): Plugin {
  return {
    name: 'sample-content',
    // The badge, notice, legend and metadata of examples (@theme/SampleMarker/*), and the wrappers that put them in the theme's lists.
    getThemePath: () => path.join(__dirname, 'theme'),
    async allContentLoaded({allContent, actions}) {
      const sampleDocs = loadedDocs(allContent).filter((doc) => isSample(doc.frontMatter));
      await actions.createData('sample-docs.json', JSON.stringify(sampleDocs.map((doc) => doc.permalink)));
      await actions.createData('sample-apps.json', JSON.stringify(sampleApps(allContent)));
      await actions.createData('sample-summary.json', JSON.stringify(sampleSummary(allContent)));
      if (sampleContentMode !== 'exclude') return;
      const loaded = loadedSampleSources(allContent);
      if (loaded.length > 0) {
        throw new Error(
          `SAMPLE_CONTENT=exclude, but the ${context.i18n.currentLocale} build loaded ${loaded.length} example file(s) marked \`sample: true\`:\n` +
            loaded.map((source) => `  ${source}`).join('\n') +
            '\nplugins/sample-content/samples.ts excludes the files it finds marked; check the front matter of these files.',
        );
      }
    },
  };
}
