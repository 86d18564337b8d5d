/**
 * Long German words in titles break at syllables, in every browser (README.md).
 * Browsers without a German hyphenation dictionary (Chrome on Linux and Windows)
 * ignore `hyphens: auto` and cut a word anywhere; soft hyphens, inserted while the
 * site builds, give every browser the syllable boundaries.
 */
import type {Node, Parent} from 'unist';
import type {Root, Text} from 'mdast';
import type {VFile} from 'vfile';
import {hyphenateSync} from 'hyphen/de';
import type {Locale} from '../../config/i18n';
import {allAreas} from '../../config/products';

/** Words shorter than this fit any column; the compounds that do not are longer. */
const MIN_WORD_LENGTH = 12;
export const SOFT_HYPHEN = '\u00ad';

/** Product names are names: their words stay whole ("Subscription" is no German word to hyphenate; config/products.ts). */
const productWords = [
  ...new Set(allAreas().flatMap((area) => Object.values(area.name).flatMap((name) => name.split(/[^\p{L}]+/u)))),
].filter((word) => word.length >= MIN_WORD_LENGTH);

/** The locales whose titles are hyphenated, with their patterns. */
const hyphenators: Partial<Record<Locale, (text: string) => string>> = {
  de: (text) => hyphenateSync(text, {hyphenChar: SOFT_HYPHEN, minWordLength: MIN_WORD_LENGTH, exceptions: productWords}),
};

export const hyphenator = (locale: Locale) => hyphenators[locale];

/** Removes soft hyphens, for text that leaves the page (search records, Markdown versions). */
export const withoutSoftHyphens = (text: string): string => text.replaceAll(SOFT_HYPHEN, '');

type FrontMatter = {title?: unknown; hide_title?: unknown};

/**
 * remark plugin, before Docusaurus' own (`beforeDefaultRemarkPlugins`): soft hyphens in
 * every heading's text, so in the table of contents too; heading ids stay as they were
 * (github-slugger drops soft hyphens). With `title`, a doc's front-matter title
 * becomes the page's first heading, in every language for one page structure:
 * Docusaurus then renders it in place of the title it would add itself, and the
 * page's `<title>` and metadata keep the plain title.
 */
export default function remarkHyphenation(options: {locale: Locale; title?: boolean}) {
  const hyphenate = hyphenator(options.locale) ?? ((text: string) => text);
  return (tree: Root, file: VFile): void => {
    const {title, hide_title: hideTitle} = (file.data.frontMatter ?? {}) as FrontMatter;
    const hasTitle = tree.children.some((node) => node.type === 'heading' && node.depth === 1);
    if (options.title && typeof title === 'string' && !hideTitle && !hasTitle)
      tree.children.unshift({type: 'heading', depth: 1, children: [{type: 'text', value: title}]});
    const walk = (node: Node, inHeading: boolean): void => {
      if (inHeading && node.type === 'text') {
        // An explicit heading id (`## Title {#id}`) stays as written.
        const [, words = '', id = ''] = /^([^]*?)(\s*\{#[^}]*\}\s*)?$/.exec((node as Text).value)!;
        (node as Text).value = hyphenate(words) + id;
      }
      for (const child of (node as Parent).children ?? []) walk(child, inHeading || node.type === 'heading');
    };
    walk(tree, false);
  };
}

/** A translated doc's file (i18n/<locale>/docusaurus-plugin-content-docs…/): only docs have previous and next links. */
const TRANSLATED_DOC = /[\\/]docusaurus-plugin-content-docs[^\\/]*[\\/]/;

/**
 * `markdown.parseFrontMatter`: a doc's label in the previous and next links
 * (`pagination_label`) hyphenated, from the label Docusaurus would show.
 */
export function hyphenatedPaginationLabel(locale: Locale, filePath: string, frontMatter: Record<string, unknown>): Record<string, unknown> {
  const hyphenate = hyphenator(locale);
  const label = frontMatter.pagination_label ?? frontMatter.sidebar_label ?? frontMatter.title;
  if (!hyphenate || !TRANSLATED_DOC.test(filePath) || typeof label !== 'string') return frontMatter;
  return {...frontMatter, pagination_label: hyphenate(label)};
}
