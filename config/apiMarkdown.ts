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

/**
 * The components an operation page renders, as the generator imports them from
 * docusaurus-theme-openapi-docs, and the site's own that render them instead:
 * static HTML, without the theme's store and browser-side rendering
 * (src/components/ApiReference, whose ApiItem is the docs instance's page component).
 */
export const apiComponents: Record<string, string> = {
  '@theme/ApiExplorer/MethodEndpoint': '@site/src/components/ApiReference/ApiExplorer/MethodEndpoint',
  '@theme/OperationTabs': '@site/src/components/ApiReference/OperationTabs',
  '@theme/ParamsDetails': '@site/src/components/ApiReference/ParamsDetails',
  '@theme/RequestSchema': '@site/src/components/ApiReference/RequestSchema',
  '@theme/StatusCodes': '@site/src/components/ApiReference/StatusCodes',
};
/** What a generated page may import as it is: the classic theme's components and Docusaurus' own. */
const keptImports = ['@theme/Heading', '@theme/TabItem', '@docusaurus/Translate'];

/**
 * A generated page with the site's components imported in place of the theme's.
 * An import of anything else stops the generation, naming it and the page: a release
 * of the plugin that renders more than this knows would otherwise ship the theme's
 * browser-side components unnoticed.
 */
export function withSiteComponents(mdx: string, page: string): string {
  return mdx.replace(/^import (\w+) from "([^"]+)";$/gm, (line, name: string, source: string) => {
    if (apiComponents[source]) return `import ${name} from "${apiComponents[source]}";`;
    if (keptImports.includes(source)) return line;
    throw new Error(
      `config/apiMarkdown.ts: the generated page ${page} imports ${source}, which the site has no component for. ` +
        'Add one to src/components/ApiReference and apiComponents, or keep it in keptImports.',
    );
  });
}

/** The plugin's `markdownGenerators`: its own operation page, from escaped text, with the site's components. */
export const markdownGenerators = {
  createApiPageMD: (page: ApiPage): string =>
    withSiteComponents(
      createApiPageMD({
        ...page,
        api: {
          ...page.api,
          description: mdxText(page.api.description),
          'x-deprecated-description': mdxText(page.api['x-deprecated-description']),
        },
      }),
      page.id ?? page.title,
    ),
};
