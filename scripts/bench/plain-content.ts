/**
 * The content and configuration of the plain Docusaurus baseline (plain-site.ts):
 * a classic-preset site with as many docs and release notes as ours has per
 * language, in category folders like ours, of a realistic length. English only:
 * the baseline is built and measured in English, as our measured pages are; its
 * configuration still has both locales, so its pages carry the language menu. Pure: it returns
 * the files to write, so the unit tests can check their shape.
 *
 * The text is generated from a fixed seed: the same counts give the same site.
 */

/** How much content the plain site gets: counted from ours (plain-site.ts, countOurContent). */
export interface PlainSiteCounts {
  /** Docs per language, the API reference's pages included. */
  docs: number;
  /** Release notes (blog posts) per language. */
  posts: number;
  /** Top-level category folders of docs/ (one per app, like ours). */
  areas: number;
}

/** Docs per area at the top of its folder; the rest go into sub-folders of at most this many, like our apps' setup/ or sales/. */
const TOP_LEVEL_DOCS = 4;
const DOCS_PER_SUBFOLDER = 5;
/** The release notes' tags: a type and an app each, as ours. */
const TYPE_TAGS = ['release', 'fix', 'feature', 'hotfix'];
const AREA_TAG_COUNT = 8;

const pad = (n: number) => String(n).padStart(2, '0');
const areaSlug = (area: number) => `app-${pad(area)}`;
const docSlug = (index: number) => `topic-${pad(index)}`;
const partSlug = (part: number) => `part-${part}`;

/** The plain site's page for each kind of page the benchmark compares with ours. */
export const plainPages = {
  home: '/',
  // A doc in a sub-folder, as our doc page is (/docs/srb/sales/…).
  doc: `/docs/${areaSlug(1)}/${partSlug(1)}/${docSlug(TOP_LEVEL_DOCS + 1)}`,
  // The next doc of that folder carries the plain site's only Mermaid diagram.
  docWithDiagram: `/docs/${areaSlug(1)}/${partSlug(1)}/${docSlug(TOP_LEVEL_DOCS + 2)}`,
  blogList: '/blog',
  // The newest post, as ours is one of the newest.
  blogPost: '/blog/release-1',
} as const;

/** The smallest counts that still hold every page of `plainPages`. */
const MINIMUM_DOCS_PER_AREA = TOP_LEVEL_DOCS + 2;

/** A small deterministic random source (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const words = {
  nouns: [
    'contract',
    'invoice',
    'customer',
    'vendor',
    'price list',
    'billing period',
    'usage record',
    'project task',
    'time sheet',
    'resource',
    'posting date',
    'dimension',
    'item',
    'service commitment',
    'credit memo',
    'job queue entry',
    'document',
    'journal line',
  ],
  verbs: ['creates', 'updates', 'posts', 'checks', 'imports', 'renews', 'closes', 'calculates', 'copies', 'archives', 'sends', 'shows'],
  adjectives: ['recurring', 'open', 'posted', 'planned', 'billable', 'blocked', 'default', 'new', 'monthly', 'selected'],
  connectors: ['When', 'After', 'Before', 'Once', 'If'],
  subjects: ['The system', 'The user', 'The job queue', 'The report', 'The action', 'The page'],
  headings: ['Before you start', 'How it works', 'Set it up', 'Example', 'Good to know', 'Related tasks'],
  table: ['Field', 'Description', 'Default'],
  newFeatures: 'New features',
  fixes: 'Fixes',
  release: 'Release',
  readMore: 'Read more in the documentation',
};

function writer(seed: number) {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const sentence = () =>
    `${pick(words.connectors)} ${pick(words.subjects).toLowerCase()} ${pick(words.verbs)} the ${pick(words.adjectives)} ${pick(words.nouns)}, ` +
    `${pick(words.subjects).toLowerCase()} ${pick(words.verbs)} the ${pick(words.adjectives)} ${pick(words.nouns)}.`;
  const paragraph = (sentences: number) => Array.from({length: sentences}, sentence).join(' ');
  const phrase = () => `${pick(words.adjectives)} ${pick(words.nouns)}`;
  return {words, pick, sentence, paragraph, phrase, random};
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Front matter values are written as JSON strings: valid YAML, whatever the text holds. */
const yamlString = (text: string) => JSON.stringify(text);

/** One doc page: about 2.5 KB, as our median page (2.2 KB): headings, lists, a code block, a table. */
export function docPage(seed: number, position: number, withDiagram: boolean): string {
  const w = writer(seed);
  const title = capitalise(w.phrase());
  const [h1, h2, h3, h4] = [0, 1, 2, 3].map((i) => w.words.headings[(seed + i) % w.words.headings.length]);
  const listItems = Array.from({length: 4}, () => `- ${capitalise(w.phrase())}: ${w.sentence()}`);
  const steps = Array.from({length: 4}, (_, i) => `${i + 1}. ${w.sentence()}`);
  const rows = Array.from({length: 4}, () => `| ${capitalise(w.phrase())} | ${w.sentence()} | ${w.pick(['Yes', 'No', '0', '—'])} |`);
  const diagram = withDiagram
    ? ['```mermaid', 'flowchart LR', '  A[Contract] --> B[Billing proposal]', '  B --> C[Invoice]', '  C --> D[Posted invoice]', '```', '']
    : [];
  return [
    '---',
    `title: ${yamlString(title)}`,
    `description: ${yamlString(w.sentence())}`,
    `sidebar_position: ${position}`,
    '---',
    '',
    w.paragraph(3),
    '',
    `## ${h1}`,
    '',
    w.paragraph(2),
    '',
    ...listItems,
    '',
    `## ${h2}`,
    '',
    ...steps,
    '',
    ...diagram,
    w.paragraph(2),
    '',
    '```json',
    '{',
    `  "${w.pick(w.words.nouns).replace(/\W/g, '')}": "${w.pick(w.words.adjectives)}",`,
    `  "quantity": ${Math.floor(w.random() * 100)},`,
    '  "recurring": true',
    '}',
    '```',
    '',
    `## ${h3}`,
    '',
    `| ${w.words.table.join(' | ')} |`,
    '| --- | --- | --- |',
    ...rows,
    '',
    `### ${h4}`,
    '',
    w.paragraph(3),
    '',
  ].join('\n');
}

/** One release note: about 1.3 KB, as our median post (1.2 KB): a summary, the truncate mark, sections per app. */
export function blogPost(index: number, date: string, tags: string[]): string {
  const w = writer(10_000 + index);
  const sections = [1, 2].flatMap((section) => [
    `## ${capitalise(w.phrase())}`,
    '',
    `### ${w.words.newFeatures}`,
    '',
    `- ${w.sentence()}`,
    `- ${w.sentence()}`,
    '',
    ...(section === 1 ? [`### ${w.words.fixes}`, '', `- ${w.sentence()}`, ''] : []),
  ]);
  return [
    '---',
    `slug: release-${index}`,
    `title: ${yamlString(`${w.words.release} ${date}`)}`,
    `date: ${date}`,
    `description: ${yamlString(w.sentence())}`,
    `tags: [${tags.join(', ')}]`,
    '---',
    '',
    w.paragraph(2),
    '',
    '<!-- truncate -->',
    '',
    ...sections,
    `${w.words.readMore}: [${w.phrase()}](/docs/${areaSlug(1)}/${docSlug(1)}).`,
    '',
  ].join('\n');
}

/** The doc files, by path relative to the docs folder. */
function docFiles(counts: PlainSiteCounts): Map<string, string> {
  const files = new Map<string, string>();
  // The template's home page links to /docs/intro: it is one of the docs.
  files.set('intro.md', docPage(0, 1, false));
  const perArea = counts.docs - 1;
  for (let area = 1; area <= counts.areas; area++) {
    const inArea = Math.floor(perArea / counts.areas) + (area <= perArea % counts.areas ? 1 : 0);
    const folder = areaSlug(area);
    files.set(`${folder}/_category_.json`, `${JSON.stringify({label: `App ${area}`, position: area + 1}, null, 2)}\n`);
    for (let index = 1; index <= inArea; index++) {
      const part = index <= TOP_LEVEL_DOCS ? 0 : Math.ceil((index - TOP_LEVEL_DOCS) / DOCS_PER_SUBFOLDER);
      const dir = part === 0 ? folder : `${folder}/${partSlug(part)}`;
      if (part > 0 && !files.has(`${dir}/_category_.json`)) {
        files.set(`${dir}/_category_.json`, `${JSON.stringify({label: `Part ${part}`, position: TOP_LEVEL_DOCS + part}, null, 2)}\n`);
      }
      const diagram = `/docs/${dir}/${docSlug(index)}` === plainPages.docWithDiagram;
      files.set(`${dir}/${docSlug(index)}.md`, docPage(area * 1000 + index, index, diagram));
    }
  }
  return files;
}

/** The release notes: one a week, newest first, numbered from 1. */
function blogFiles(counts: PlainSiteCounts): Map<string, string> {
  const files = new Map<string, string>();
  const newest = Date.UTC(2025, 11, 30);
  const areaTags = Array.from({length: AREA_TAG_COUNT}, (_, i) => areaSlug(i + 1));
  for (let index = 1; index <= counts.posts; index++) {
    const date = new Date(newest - (index - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
    const tags = [TYPE_TAGS[index % TYPE_TAGS.length], areaTags[index % areaTags.length], areaTags[(index + 3) % areaTags.length]];
    files.set(`${date}-release-${index}.md`, blogPost(index, date, tags));
  }
  const tagFile = [...TYPE_TAGS, ...areaTags]
    .map(
      (tag) =>
        `${tag}:\n  label: ${yamlString(capitalise(tag.replace('-', ' ')))}\n  permalink: /${tag}\n  description: ${yamlString(tag)}\n`,
    )
    .join('');
  files.set('tags.yml', tagFile);
  return files;
}

/** Every content file of the plain site, by path relative to the site folder: docs/ and blog/. */
export function plainSiteContent(counts: PlainSiteCounts): Map<string, string> {
  for (const [name, value] of Object.entries(counts)) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`plain site: the count of ${name} must be a positive integer, got ${value}`);
  }
  if (counts.docs - 1 < counts.areas * MINIMUM_DOCS_PER_AREA) {
    throw new Error(`plain site: ${counts.docs} docs are too few for ${counts.areas} areas of at least ${MINIMUM_DOCS_PER_AREA} docs`);
  }
  const files = new Map<string, string>();
  const add = (prefix: string, entries: Map<string, string>) => entries.forEach((content, rel) => files.set(`${prefix}/${rel}`, content));
  add('docs', docFiles(counts));
  add('blog', blogFiles(counts));
  return files;
}

/**
 * The plain site's docusaurus.config.ts: the classic template's configuration
 * with what this comparison needs (both languages, Mermaid, HTML comments in
 * Markdown, the blog paged by 10 with every post in its sidebar, Rspack), and
 * no edit links, as our benchmark builds have none.
 */
export function plainConfig(): string {
  return `// Generated by scripts/bench/plain-site.ts: a plain Docusaurus site of the same size as ours.
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config: Config = {
  title: 'Plain Docusaurus',
  tagline: 'The classic template, the size of our site',
  favicon: 'img/favicon.ico',
  future: {v4: true, faster: true},
  url: 'https://plain.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en', 'de']},
  // HTML comments (the posts' <!-- truncate -->) in Markdown files, which future.v4 turns off.
  markdown: {mermaid: true, mdx1Compat: {comments: true}},
  themes: ['@docusaurus/theme-mermaid'],
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: './sidebars.ts'},
        blog: {
          showReadingTime: true,
          postsPerPage: 10,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          feedOptions: {type: ['rss', 'atom'], xslt: true},
          onInlineTags: 'throw',
          onInlineAuthors: 'warn',
          onUntruncatedBlogPosts: 'throw',
        },
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    image: 'img/docusaurus-social-card.jpg',
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: 'Plain Docusaurus',
      logo: {alt: 'Logo', src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'Introduction', to: '/docs/intro'}]},
        {title: 'More', items: [{label: 'Blog', to: '/blog'}]},
      ],
      copyright: 'Copyright © Plain Docusaurus. Built with Docusaurus.',
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,
};

export default config;
`;
}
