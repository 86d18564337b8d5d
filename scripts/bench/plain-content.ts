/** The content and configuration of the plain Docusaurus baseline (plain-site.ts, bench/README.md). Pure: the tests read its files. */

/** How much content the plain site gets, counted from ours (plain-site.ts): docs (the API reference's included) and posts per language, docs/' folders. */
export type PlainSiteCounts = {docs: number; posts: number; areas: number};

/** Docs per area at the top of its folder; the rest in sub-folders of at most five, like our apps' setup/ or sales/. */
const TOP_LEVEL_DOCS = 4;
const DOCS_PER_SUBFOLDER = 5;
/** The release notes' tags: a type and two apps each, as ours. */
const TYPE_TAGS = ['release', 'fix', 'feature', 'hotfix'];
const AREA_TAG_COUNT = 8;

const pad = (n: number) => String(n).padStart(2, '0');
const areaSlug = (area: number) => `app-${pad(area)}`;
const docSlug = (index: number) => `topic-${pad(index)}`;

/** The plain site's page for each kind of page the benchmark compares with ours. */
export const plainPages = {
  home: '/',
  // A doc in a sub-folder, as our doc page is (/docs/srb/sales/…); the next one has the site's only Mermaid diagram.
  doc: `/docs/${areaSlug(1)}/part-1/${docSlug(TOP_LEVEL_DOCS + 1)}`,
  docWithDiagram: `/docs/${areaSlug(1)}/part-1/${docSlug(TOP_LEVEL_DOCS + 2)}`,
  blogList: '/blog',
  // The newest post, as ours is one of the newest.
  blogPost: '/blog/release-1',
} as const;

const list = (text: string) => text.split(', ');
const words = {
  nouns: list(
    'contract, invoice, customer, vendor, price list, billing period, usage record, project task, time sheet, resource, posting date, dimension, item, service commitment, credit memo, job queue entry, document, journal line',
  ),
  verbs: list('creates, updates, posts, checks, imports, renews, closes, calculates, copies, archives, sends, shows'),
  adjectives: list('recurring, open, posted, planned, billable, blocked, default, new, monthly, selected'),
  connectors: list('When, After, Before, Once, If'),
  subjects: list('The system, The user, The job queue, The report, The action, The page'),
  headings: list('Before you start, How it works, Set it up, Example, Good to know, Related tasks'),
};

/** Text from a fixed seed (a linear congruential generator): the same counts give the same site. */
function writer(seed: number) {
  let state = seed >>> 0;
  const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const clause = () => `${pick(words.subjects).toLowerCase()} ${pick(words.verbs)} the ${pick(words.adjectives)} ${pick(words.nouns)}`;
  const sentence = () => `${pick(words.connectors)} ${clause()}, ${clause()}.`;
  const paragraph = (sentences: number) => Array.from({length: sentences}, sentence).join(' ');
  const phrase = () => `${pick(words.adjectives)} ${pick(words.nouns)}`;
  const lines = (count: number, line: (i: number) => string) => Array.from({length: count}, (_, i) => line(i)).join('\n');
  return {pick, sentence, paragraph, phrase, random, lines};
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Front matter values are written as JSON strings: valid YAML, whatever the text holds. */
const yamlString = (text: string) => JSON.stringify(text);

/** One doc page: about 2.5 KB, as our median page (2.2 KB): headings, lists, a code block, a table. */
export function docPage(seed: number, position: number, withDiagram: boolean): string {
  const w = writer(seed);
  const title = capitalise(w.phrase());
  const [h1, h2, h3, h4] = [0, 1, 2, 3].map((i) => words.headings[(seed + i) % words.headings.length]);
  const listItems = w.lines(4, () => `- ${capitalise(w.phrase())}: ${w.sentence()}`);
  const steps = w.lines(4, (i) => `${i + 1}. ${w.sentence()}`);
  const rows = w.lines(4, () => `| ${capitalise(w.phrase())} | ${w.sentence()} | ${w.pick(['Yes', 'No', '0', '—'])} |`);
  const diagram = withDiagram
    ? '```mermaid\nflowchart LR\n  A[Contract] --> B[Billing proposal]\n  B --> C[Invoice]\n  C --> D[Posted invoice]\n```\n\n'
    : '';
  const json = () =>
    `\`\`\`json\n{\n  "${w.pick(words.nouns).replace(/\W/g, '')}": "${w.pick(words.adjectives)}",\n  "quantity": ${Math.floor(w.random() * 100)},\n  "recurring": true\n}\n\`\`\``;
  const front = () => `---\ntitle: ${yamlString(title)}\ndescription: ${yamlString(w.sentence())}\nsidebar_position: ${position}\n---`;
  const blocks = [front(), w.paragraph(3), `## ${h1}`, w.paragraph(2), listItems, `## ${h2}`, steps, diagram + w.paragraph(2), json()];
  return `${[...blocks, `## ${h3}`, `| Field | Description | Default |\n| --- | --- | --- |\n${rows}`, `### ${h4}`, w.paragraph(3)].join('\n\n')}\n`;
}

/** One release note: about 1.3 KB, as our median post (1.2 KB): a summary, the truncate mark, sections per app. */
export function blogPost(index: number, date: string, tags: string[]): string {
  const w = writer(10_000 + index);
  const section = (fixes: boolean) =>
    `## ${capitalise(w.phrase())}\n\n### New features\n\n- ${w.sentence()}\n- ${w.sentence()}\n\n` +
    (fixes ? `### Fixes\n\n- ${w.sentence()}\n\n` : '');
  const sections = section(true) + section(false);
  return `---
slug: release-${index}
title: ${yamlString(`Release ${date}`)}
date: ${date}
description: ${yamlString(w.sentence())}
tags: [${tags.join(', ')}]
---

${w.paragraph(2)}

<!-- truncate -->

${sections}Read more in the documentation: [${w.phrase()}](/docs/${areaSlug(1)}/${docSlug(1)}).
`;
}

const category = (label: string, position: number) => `${JSON.stringify({label, position}, null, 2)}\n`;

/** Every content file of the plain site, by path relative to the site folder: docs/ and blog/. */
export function plainSiteContent(counts: PlainSiteCounts): Map<string, string> {
  for (const [name, value] of Object.entries(counts)) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`plain site: the count of ${name} must be a positive integer, got ${value}`);
  }
  // Every area holds at least the pages of plainPages.
  if (counts.docs - 1 < counts.areas * (TOP_LEVEL_DOCS + 2)) {
    throw new Error(`plain site: ${counts.docs} docs are too few for ${counts.areas} areas of at least ${TOP_LEVEL_DOCS + 2} docs`);
  }
  // The template's home page links to /docs/intro: it is one of the docs.
  const files = new Map([['docs/intro.md', docPage(0, 1, false)]]);
  const perArea = counts.docs - 1;
  for (let area = 1; area <= counts.areas; area++) {
    const folder = `docs/${areaSlug(area)}`;
    files.set(`${folder}/_category_.json`, category(`App ${area}`, area + 1));
    const inArea = Math.floor(perArea / counts.areas) + (area <= perArea % counts.areas ? 1 : 0);
    for (let index = 1; index <= inArea; index++) {
      const part = index <= TOP_LEVEL_DOCS ? 0 : Math.ceil((index - TOP_LEVEL_DOCS) / DOCS_PER_SUBFOLDER);
      const dir = part === 0 ? folder : `${folder}/part-${part}`;
      if (part > 0 && !files.has(`${dir}/_category_.json`))
        files.set(`${dir}/_category_.json`, category(`Part ${part}`, TOP_LEVEL_DOCS + part));
      files.set(
        `${dir}/${docSlug(index)}.md`,
        docPage(area * 1000 + index, index, `/${dir}/${docSlug(index)}` === plainPages.docWithDiagram),
      );
    }
  }
  // One release note a week, newest first, numbered from 1.
  const areaTags = Array.from({length: AREA_TAG_COUNT}, (_, i) => areaSlug(i + 1));
  for (let index = 1; index <= counts.posts; index++) {
    const date = new Date(Date.UTC(2025, 11, 30) - (index - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
    const tags = [TYPE_TAGS[index % TYPE_TAGS.length], areaTags[index % areaTags.length], areaTags[(index + 3) % areaTags.length]];
    files.set(`blog/${date}-release-${index}.md`, blogPost(index, date, tags));
  }
  const tag = (name: string) =>
    `${name}:\n  label: ${yamlString(capitalise(name.replace('-', ' ')))}\n  permalink: /${name}\n  description: ${yamlString(name)}\n`;
  files.set('blog/tags.yml', [...TYPE_TAGS, ...areaTags].map(tag).join(''));
  return files;
}

/** The classic template's configuration with both languages, Mermaid, the blog paged by ten, v4, Rspack; no edit links, as ours. */
export const plainConfig = () => `// Generated by scripts/bench/plain-site.ts: a plain Docusaurus site of the same size as ours.
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config: Config = {
  title: 'Plain Docusaurus', tagline: 'The classic template, the size of our site', favicon: 'img/favicon.ico',
  future: {v4: true, faster: true},
  url: 'https://plain.example.com', baseUrl: '/', onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en', 'de']},
  // HTML comments (the posts' <!-- truncate -->) in Markdown files, which future.v4 turns off.
  markdown: {mermaid: true, mdx1Compat: {comments: true}},
  themes: ['@docusaurus/theme-mermaid'],
  presets: [['classic', {
    docs: {sidebarPath: './sidebars.ts'},
    blog: {showReadingTime: true, postsPerPage: 10, blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts', feedOptions: {type: ['rss', 'atom'], xslt: true},
      onInlineTags: 'throw', onInlineAuthors: 'warn', onUntruncatedBlogPosts: 'throw'},
    theme: {customCss: './src/css/custom.css'},
  } satisfies Preset.Options]],
  themeConfig: {
    image: 'img/docusaurus-social-card.jpg', colorMode: {respectPrefersColorScheme: true},
    navbar: {title: 'Plain Docusaurus', logo: {alt: 'Logo', src: 'img/logo.svg'}, items: [
      {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs'},
      {to: '/blog', label: 'Blog', position: 'left'},
      {type: 'localeDropdown', position: 'right'},
    ]},
    footer: {style: 'dark', copyright: 'Copyright © Plain Docusaurus. Built with Docusaurus.', links: [
      {title: 'Docs', items: [{label: 'Introduction', to: '/docs/intro'}]},
      {title: 'More', items: [{label: 'Blog', to: '/blog'}]},
    ]},
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,
};

export default config;
`;
