/**
 * The Markdown version of a built doc page or release note: its text without the
 * site around it, for readers who paste a page into an assistant or a ticket.
 *
 * It starts from the page's final HTML (what readers see, with links resolved and
 * components rendered) and keeps headings, lists, tables, code and links. Admonitions
 * become blockquotes led by their title, each diagram becomes its Mermaid source again
 * (the build draws diagrams as SVG, plugins/diagrams), tab groups become
 * their panels one after another under the tab's label, and an example's notice
 * (`sample: true`) becomes a blockquote under the title.
 */
import * as cheerio from 'cheerio';
import type {AnyNode} from 'domhandler';
import {withoutSoftHyphens} from '../hyphenation';
import {diagramTypeLine} from '../diagrams/layout';
import {escapeHtml} from '../search/client/highlight';

export type PageKind = 'doc' | 'post';

/** Absolute URL of a path of the site (`/docs/srb` → `https://docs.example.com/docs/srb`). */
function absolute(siteUrl: string, pagePath: string, href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  if (href.startsWith('#')) return `${siteUrl}${pagePath}${href}`;
  if (href.startsWith('/')) return `${siteUrl}${href}`;
  return new URL(href, `${siteUrl}${pagePath}`).href;
}

/** Text of an element with `<br>` as line breaks (code lines end in one). */
function codeText(element: cheerio.Cheerio<AnyNode>): string {
  const copy = element.clone();
  copy.find('br').replaceWith('\n');
  return copy.text().replace(/\n$/, '');
}

/** An element's text without the zero-width spaces of heading anchors. */
function plainText(element: cheerio.Cheerio<AnyNode>): string {
  return element
    .text()
    .replace(/\u200b/g, '')
    .trim();
}

/** The kinds of admonition as the theme names them in each language (its default titles). */
const admonitionKinds: Record<'en' | 'de', Record<string, string>> = {
  en: {note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', caution: 'Caution', danger: 'Danger'},
  de: {note: 'Hinweis', tip: 'Tipp', info: 'Info', warning: 'Warnung', caution: 'Vorsicht', danger: 'Gefahr'},
};

/** "tip" (a default title, shown upper-case by CSS) → "Tip"; a custom title stays as written. */
function titleCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Reads a built page. Returns null for pages that are neither a doc page nor a
 * release note. `diagrams` are the Mermaid sources of the page's diagrams, in order
 * (`mermaidBlocks` of its source file; needed only when the page shows one).
 */
export function pageContent(
  html: string,
  pagePath: string,
  siteUrl: string,
  diagrams: string[] = [],
  docsPluginIds: readonly string[] = ['default'],
) {
  const $ = cheerio.load(withoutSoftHyphens(html)); // the titles' syllable breaks are for the screen only
  const htmlClass = $('html').attr('class') ?? '';
  const docsInstance = docsPluginIds.some((id) => htmlClass.split(/\s+/).includes(`plugin-id-${id}`));
  const kind: PageKind | null =
    /\bdocs-doc-page\b/.test(htmlClass) && docsInstance && $('.theme-doc-markdown').length
      ? 'doc'
      : /\bblog-post-page\b/.test(htmlClass) && $('#__blog-post-container').length
        ? 'post'
        : null;
  if (!kind) return null;
  const body = $(kind === 'doc' ? '.theme-doc-markdown' : '#__blog-post-container').first();
  const date = kind === 'post' ? $('article header time').first().text().trim() : '';
  const title = plainText($('h1').first());
  if (!title) throw new Error(`${pagePath}: the page has no title (h1).`);
  const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
  const notice = $('[data-sample-notice]').first();
  const sample = notice.length > 0;

  body.find('header h1').closest('header').remove();
  // A page whose title is not in a header (the API reference's operation pages) has it once, above.
  body
    .find('h1')
    .filter((_, heading) => plainText($(heading)) === title)
    .first()
    .remove();
  // React's text separators (`<!-- -->`) and any other comment.
  body
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  body.find('.hash-link, button, nav, .theme-edit-this-page, [aria-hidden="true"]').remove();
  // The API theme's property rows (name, type and badges in adjacent spans) and labels ("Example: " in bold) read as words.
  body.find('.openapi-schema__container > :not(:first-child)').each((_, el) => void (/^\S/.test($(el).text()) && $(el).before(' ')));
  body.find('strong:not(:has(*))').each((_, el) => void (/\s$/.test($(el).text()) && $(el).text($(el).text().trimEnd()).after(' ')));
  // Its parameter and property rows (<div>s) as list items, nested as on the page.
  body.find('.openapi-schema__list-item, .openapi-params__list-item').each((_, el) => void (el.tagName = 'li'));
  body
    .find('li')
    .parent(':not(ul, ol)')
    .each((_, parent) => void $(parent).children('li').wrapAll('<ul></ul>'));

  // Diagrams: their Mermaid source, in the order the page shows them.
  const figures = body.find('figure.site-diagram');
  if (figures.length) {
    if (diagrams.length !== figures.length)
      throw new Error(`${pagePath}: the page shows ${figures.length} diagram(s), its source has ${diagrams.length} Mermaid block(s).`);
    figures.each((i, figure) => {
      // A diagram without accTitle keeps the title the build gave it (plugins/diagrams), as screen readers hear it.
      const title = $(figure).find('svg > title').first().text().trim();
      $(figure).replaceWith($('<pre>').append($('<code>').addClass('language-mermaid').text(withAccTitle(diagrams[i], title))));
    });
  }

  // Code blocks: language and text only (no line spans, copy buttons or colours).
  body.find('.theme-code-block').each((_, block) => {
    const language = /\blanguage-([\w+-]+)/.exec($(block).attr('class') ?? '')?.[1];
    const code = $('<code>').text(codeText($(block).find('pre code').first()));
    if (language) code.addClass(`language-${language}`);
    $(block).replaceWith($('<pre>').append(code));
  });

  // Tabs: every panel, each under its tab's label.
  body.find('.tabs-container').each((_, container) => {
    const tabs = $(container).find('[role="tab"]');
    const panels = $(container).find('[role="tabpanel"]');
    const parts = panels
      .map((i, panel) => [`<p><strong>${escapeHtml(tabs.eq(i).text().trim())}</strong></p>`, $(panel).html() ?? ''])
      .get();
    $(container).replaceWith(parts.join(''));
  });

  // Admonitions: a blockquote led by their kind, and their own title when they have one ("Warning: Placeholder").
  const language = ($('html').attr('lang') ?? 'en').startsWith('de') ? 'de' : 'en';
  body.find('.theme-admonition').each((_, box) => {
    const type = /\btheme-admonition-(\w+)/.exec($(box).attr('class') ?? '')?.[1] ?? 'note';
    const kind = admonitionKinds[language][type] ?? titleCase(type);
    const heading = titleCase($(box).find('[class*="admonitionHeading"]').first().text().trim());
    const label = !heading || heading.toLowerCase() === kind.toLowerCase() ? kind : `${kind}: ${heading}`;
    const content = $(box).find('[class*="admonitionContent"]').first().html() ?? '';
    $(box).replaceWith(`<blockquote><p><strong>${escapeHtml(label)}</strong></p>${content}</blockquote>`);
  });

  // Lists laid out by CSS (an app's changelog): the date, the link, the badge and the summary as one line of text.
  body.find('li > time').each((_, time) => void $(time).after(' – '));
  body.find('[data-sample-badge]').each((_, badge) => void $(badge).replaceWith(` (${escapeHtml($(badge).text().trim())})`));
  body.find('[data-changelog-summary]').each((_, summary) => void $(summary).before(': '));

  body.find('a[href]').each((_, link) => void $(link).attr('href', absolute(siteUrl, pagePath, $(link).attr('href')!)));
  body.find('img[src]').each((_, image) => void $(image).attr('src', absolute(siteUrl, pagePath, $(image).attr('src')!)));
  // Remaining inline SVG (icons) has no text worth keeping.
  body.find('svg').remove();

  const parts = [`<h1>${escapeHtml(title)}</h1>`];
  if (date) parts.push(`<p><em>${escapeHtml(date)}</em></p>`);
  if (sample) {
    const noticeTitle = notice.find('[class*="admonitionHeading"]').first().text().trim();
    const noticeText = notice.find('[class*="admonitionContent"]').first().text().trim();
    parts.push(`<blockquote><p><strong>${escapeHtml(noticeTitle)}</strong></p><p>${escapeHtml(noticeText)}</p></blockquote>`);
  }
  parts.push(body.html() ?? '');
  return {kind, title, description, sample, html: parts.join('\n')};
}

/**
 * A Mermaid source with `accTitle: <title>` after its diagram type, unless it names
 * a title of its own (`accTitle`, or `title:` in its front matter) or `title` is empty.
 */
export function withAccTitle(source: string, title: string): string {
  if (!title || /^\s*accTitle\s*[:{]/m.test(source)) return source;
  const lines = source.split('\n');
  const end = lines[0]?.trim() === '---' ? lines.findIndex((line, n) => n > 0 && line.trim() === '---') : 0;
  if (lines.slice(1, end).some((line) => /^\s*title\s*:/.test(line))) return source;
  const i = diagramTypeLine(lines);
  if (i === -1) return source;
  const indent = /^\s+/.exec(lines[i + 1] ?? '')?.[0] ?? '  ';
  lines.splice(i + 1, 0, `${indent}accTitle: ${title.replace(/\s+/g, ' ')}`);
  return lines.join('\n');
}

/** Markdown from the HTML `pageContent` prepared. The libraries are ESM-only, hence loaded here. */
export async function htmlToMarkdown(html: string): Promise<string> {
  const [{fromHtml}, {toMdast}, {toMarkdown}, {gfmToMarkdown}] = await Promise.all([
    import('hast-util-from-html'),
    import('hast-util-to-mdast'),
    import('mdast-util-to-markdown'),
    import('mdast-util-gfm'),
  ]);
  const mdast = toMdast(fromHtml(html, {fragment: true}));
  // tablePipeAlign: false keeps tables compact; padding every cell to its column's widest would
  // make a table with one long cell many times its size.
  const markdown = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    fences: true,
    rule: '-',
    emphasis: '_',
  });
  return `${markdown.replace(/\u200b/g, '').trim()}\n`;
}

/**
 * The Mermaid blocks of a Markdown source, in order, found as the build finds them
 * (fenced code whose language is `mermaid`, not text inside another code block).
 */
export async function mermaidBlocks(source: string): Promise<string[]> {
  const {fromMarkdown} = await import('mdast-util-from-markdown');
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  type MdNode = {type: string; lang?: string | null; value?: string; children?: MdNode[]};
  const blocks = (node: MdNode): string[] =>
    node.type === 'code' && node.lang === 'mermaid' ? [node.value ?? ''] : (node.children ?? []).flatMap(blocks);
  return blocks(fromMarkdown(body));
}
