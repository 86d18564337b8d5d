/**
 * What of the OpenAPI description (config/api.ts) becomes MDX. The generator writes
 * an operation's description and deprecation note into the page's MDX as Markdown;
 * everything else reaches the page as a JavaScript string (the title, from the
 * summary) or as JSON props, rendered by the theme as text. In MDX a line starting with `import` or `export` is module code
 * that runs at build time and in every reader's browser, `{…}` is a JavaScript
 * expression and `<…>` a component or HTML element. So `npm run api:check` refuses
 * them in these fields (mdxCodeIn), and the pages are generated from text in which
 * they are escaped (mdxText), whether the check ran or not.
 */
import {createApiPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';

/** The fields of an operation the generator writes into MDX. */
export const operationMdxFields = ['description', 'x-deprecated-description'] as const;

/** Why MDX would read `text` as code or markup, or undefined when it reads it as Markdown text. */
export function mdxCodeIn(text: string): string | undefined {
  if (/^[ \t]*(?:import|export)\b/m.test(text)) return 'a line starting with "import" or "export" is module code in MDX';
  if (/[{}]/.test(text)) return '"{" and "}" enclose a JavaScript expression in MDX';
  if (/</.test(text)) return '"<" starts a component or HTML element in MDX; write Markdown, or "less than"';
  return undefined;
}

/**
 * `text` as MDX reads it as text: `{`, `}` and `<` as character references, and
 * `import` / `export` at the start of a line with their first letter as one.
 * Markdown (paragraphs, emphasis, links, code) stays Markdown.
 */
export function mdxText(text: string): string;
export function mdxText(text: string | undefined): string | undefined;
export function mdxText(text: string | undefined): string | undefined {
  if (typeof text !== 'string') return text;
  return text
    .replace(/[{}<]/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/^([ \t]*)(import|export)\b/gm, (_, indent: string, word: string) => `${indent}&#${word.charCodeAt(0)};${word.slice(1)}`);
}

type ApiPage = Parameters<typeof createApiPageMD>[0];

/** The plugin's `markdownGenerators`: its own operation page, from escaped text. */
export const markdownGenerators = {
  createApiPageMD: (page: ApiPage): string =>
    createApiPageMD({
      ...page,
      api: {
        ...page.api,
        description: mdxText(page.api.description),
        'x-deprecated-description': mdxText(page.api['x-deprecated-description']),
      },
    }),
};
