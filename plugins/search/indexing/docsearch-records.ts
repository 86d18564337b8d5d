/**
 * DocSearch records of one built page, for an Algolia index (pure; unit-tested), as the DocSearch crawler makes
 * them (hierarchy, records and attributes: ../README.md, "Algolia DocSearch"). Input is the page as the embedded
 * index sees it, the document `annotatedDocument()` of search-content.ts returns: so both indexes take the same
 * text (data-search-body, minus the same excluded parts) and the same hierarchy.
 */
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {products, type ProductArea} from '../../../config/products';
import {translatedLocales, type Locale} from '../../../config/i18n';
import type {Hierarchy, Level} from '../client/types';

export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Exclude<Level, 'lvl0'> | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** DocSearch's ranking attributes (customRanking in the index settings): pageRank 1 for documentation, 0 for release notes. */
  weight: {pageRank: number; level: number; position: number};
  /** The words readers use for the page's app (config/products.ts): searched after everything else, not shown. */
  area?: string;
  /** What the page says it is about, in its front matter: its description and keywords. Searched, not shown. */
  about?: string;
  /** On a section's heading record: the interface captions its text explains (its bold and italic spans). */
  captions?: string[];
  sample?: true;
}

/** The words readers use for the apps a doc page belongs to (config/products.ts), found by its folder: a sub-app's and its app's. */
export function readerWordsOf(url: string, language: string): string {
  const docPath = url.replace(new RegExp(`^/(${translatedLocales.join('|')})(?=/)`), '');
  const found: string[] = [];
  const visit = (areas: readonly ProductArea[], folder: string) => {
    for (const area of areas) {
      const own = `${folder}${area.code}/`;
      if (!`${docPath}/`.startsWith(`/docs/${own}`)) continue;
      found.push(area.readerWords[language as Locale] ?? '');
      visit(area.children ?? [], own);
    }
  };
  visit(products, '');
  return found.join(' ');
}

/** Longest content of one record; a longer block becomes several records (Algolia limits record size). */
export const MAX_CONTENT_CHARS = 1000;
/** Shorter blocks (a list of tags, a method and path) share a record with the blocks after them. */
export const MIN_CONTENT_CHARS = 80;

/** Elements whose text stands apart from the text around them. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption',
  'figure', 'footer', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tr', 'ul',
]); // prettier-ignore
/** Never text. */
const SKIPPED = 'script, style, noscript, template, svg, [data-search-ignore]';

// Zero-width spaces and the titles' soft hyphens (plugins/hyphenation) are for the screen only.
const clean = (text: string) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The search metadata the page declares (data-search-meta): `key:value` pairs, or a bare `key` taking the element's text. */
function searchMeta($: cheerio.CheerioAPI): Record<string, string> {
  const meta: Record<string, string> = {};
  $('[data-search-meta]').each((_, element) => {
    for (const part of ($(element).attr('data-search-meta') ?? '').split(',')) {
      const colon = part.indexOf(':');
      const key = (colon < 0 ? part : part.slice(0, colon)).trim();
      if (!key) continue;
      meta[key] = colon < 0 ? clean($(element).text()) : part.slice(colon + 1).trim();
    }
  });
  return meta;
}

interface Section {
  depth: number;
  heading: string;
  anchor: string | null;
  blocks: string[];
  captions: string[];
}

/** The markup of interface captions: editors write them in bold (or italic, for a value), and nothing else. */
const CAPTIONS = new Set(['strong', 'em']);
/** Longer spans are emphasis, not a caption. */
const MAX_CAPTION_CHARS = 60;

/** The body's text split at headings with an id, each section's text in blocks. */
function sectionsOf($: cheerio.CheerioAPI, body: cheerio.Cheerio<Element>, title: string): Section[] {
  const sections: Section[] = [{depth: 1, heading: title, anchor: null, blocks: [''], captions: []}];
  const current = () => sections[sections.length - 1];
  const breakBlock = () => {
    const {blocks} = current();
    if (blocks[blocks.length - 1].trim()) blocks.push('');
  };
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      const {blocks} = current();
      blocks[blocks.length - 1] += node.data;
      return;
    }
    if (node.type !== 'tag') return;
    const name = node.name.toLowerCase();
    const heading = /^h([1-6])$/.exec(name);
    if (heading && heading[1] === '1') return; // the title: lvl1
    if (heading && node.attribs.id) {
      sections.push({depth: Number(heading[1]), heading: clean($(node).text()), anchor: node.attribs.id, blocks: [''], captions: []});
      return;
    }
    if (CAPTIONS.has(name)) {
      const caption = clean($(node).text());
      const {captions} = current();
      if (caption && caption.length <= MAX_CAPTION_CHARS && !captions.includes(caption)) captions.push(caption);
    }
    const block = BLOCKS.has(name) || heading !== null;
    if (block) breakBlock();
    // Table cells of a row stay one block, apart from each other.
    if (name === 'td' || name === 'th') current().blocks[current().blocks.length - 1] += ' ';
    node.children.forEach(walk);
    if (block) breakBlock();
  };
  body.contents().each((_, node) => walk(node));
  for (const section of sections) section.blocks = section.blocks.map(clean).filter(Boolean);
  return sections;
}

/** The contents of a section's records: short blocks joined with the next ones, long ones cut. */
export function contents(blocks: string[], min = MIN_CONTENT_CHARS, max = MAX_CONTENT_CHARS): string[] {
  const joined: string[] = [];
  for (const block of blocks) {
    const last = joined.length - 1;
    if (last >= 0 && joined[last].length < min && joined[last].length + 1 + block.length <= max) joined[last] += ` ${block}`;
    else joined.push(block);
  }
  return joined.flatMap((text) => pieces(text, max));
}

/** Cuts text longer than `max` at word boundaries. */
export function pieces(text: string, max = MAX_CONTENT_CHARS): string[] {
  const result: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const cut = rest.lastIndexOf(' ', max);
    const at = cut > 0 ? cut : max;
    result.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) result.push(rest);
  return result;
}

/**
 * Records of one page annotatedDocument() marked (search-content.ts), or [] when the page is not indexed (no
 * data-search-body). `excludeSelectors`: the parts the embedded index leaves
 * out (search-content.ts). Fails when an indexed page lacks what records need.
 */
export function pageRecords($: cheerio.CheerioAPI, excludeSelectors: readonly string[]): DocSearchRecord[] {
  const body = $('[data-search-body]').first();
  if (!body.length) return [];
  const meta = searchMeta($);
  const page = $('link[rel="canonical"]').attr('href');
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang');
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  if (!page) throw new Error('the page has no canonical URL (<link rel="canonical">)');
  if (!language) throw new Error('the page names no language (docsearch:language or <html lang>)');
  if (!meta.lvl0 || !meta.title) throw new Error('the page has no lvl0 or title metadata: was it annotated for search?');

  const content = body.clone();
  content.find([SKIPPED, ...excludeSelectors].join(', ')).remove();

  const hierarchy: Hierarchy = {lvl0: meta.lvl0, lvl1: meta.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const records: DocSearchRecord[] = [];
  const path = new URL(page).pathname;
  // Documentation before release notes when nothing else tells them apart (the last criterion of the ranking).
  const pageRank = /^(\/[a-z]{2})?\/blog\//.test(path) ? 0 : 1;
  const area = readerWordsOf(path, language);
  const [description, keywords] = ['description', 'keywords'].map((name) => clean($(`meta[name="${name}"]`).attr('content') ?? ''));
  // An example's description starts with the site's marker ("Example: …", plugins/sample-content): no word of the page's.
  const own = meta.sample === 'true' ? description.replace(/^[^:]+: /, '') : description;
  const about = [own, keywords].filter(Boolean).join('\n');
  const add = (record: Pick<DocSearchRecord, 'type' | 'content' | 'anchor' | 'captions'>, level: number) => {
    const position = records.length;
    records.push({
      objectID: `${path}:${position}`,
      url: record.anchor ? `${page}#${record.anchor}` : page,
      url_without_anchor: page,
      anchor: record.anchor,
      type: record.type,
      hierarchy: {...hierarchy},
      content: record.content,
      language,
      docusaurus_tag: tag,
      weight: {pageRank, level, position},
      ...(area && {area}),
      ...(about && {about}),
      ...(record.captions?.length && {captions: record.captions}),
      ...(meta.sample === 'true' && {sample: true as const}),
    });
  };

  for (const section of sectionsOf($, content, meta.title)) {
    const level = `lvl${section.depth}` as Exclude<Level, 'lvl0'>;
    if (section.depth > 1) {
      hierarchy[level] = section.heading;
      for (let deeper = section.depth + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as Level] = null;
    }
    // DocSearch's weights: lvl1 100, lvl2 90, … and content 0.
    add({type: level, content: null, anchor: section.anchor, captions: section.captions}, 100 - (section.depth - 1) * 10);
    for (const text of contents(section.blocks)) add({type: 'content', content: text, anchor: section.anchor}, 0);
  }
  return records;
}
