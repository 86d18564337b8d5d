/**
 * The module of one blog list page's previews (see index.ts): what the blog
 * plugin's route holds, and the source of the module that replaces it.
 */
import {stringify} from 'node:querystring';
import {docuHash} from '@docusaurus/utils';
import type {RouteConfig} from '@docusaurus/types';

/** A preview as the blog plugin 3.10 puts it into a list route: the post's source, truncated. */
export type PreviewImport = {__import: true; path: string; query: {truncated: true}};

const fail = (routePath: string, problem: string): never => {
  throw new Error(
    `[blog-list-previews] The blog list route ${routePath} ${problem}; @docusaurus/plugin-content-blog changed the shape this piece relies on ` +
      '(plugins/performance/blog-list-previews). Update the piece, or build with PERFORMANCE_LAYER_SKIP=blog-list-previews.',
  );
};

/**
 * The previews of a blog list route (the list pages and each tag's pages), or
 * undefined for routes without previews (posts, the tags and archive pages).
 * Fails on previews of another shape than the one the piece knows.
 */
export function previewsOf(route: RouteConfig): PreviewImport[] | undefined {
  const items = (route.modules as Record<string, unknown> | undefined)?.items;
  if (items === undefined) return undefined;
  if (!Array.isArray(items)) return fail(route.path, 'has items that are not a list');
  return items.map((item, index) => {
    const content = (item as {content?: Partial<PreviewImport>} | null)?.content;
    const known =
      content?.__import === true &&
      typeof content.path === 'string' &&
      Object.keys(content.query ?? {}).join() === 'truncated' &&
      content.query?.truncated === true;
    return known
      ? (content as PreviewImport)
      : fail(route.path, `has a preview (item ${index}) that is not {content: <post source>?truncated=true}`);
  });
}

/** The file name of a list page's module, unique per route path. */
export function previewModuleName(routePath: string): string {
  return `list-previews-${docuHash(routePath)}.js`;
}

/**
 * A module whose default export is the page's `items`: each preview's MDX
 * component with the module's other exports as its properties, as
 * ComponentCreator makes of a route module. Importing the previews statically
 * puts them into the page module's chunk.
 */
export function previewModuleSource(routePath: string, previews: readonly PreviewImport[]): string {
  const imports = previews.map((p, i) => `import * as preview${i} from ${JSON.stringify(`${p.path}?${stringify(p.query)}`)};`);
  return [
    `// The previews of ${JSON.stringify(routePath)} (plugins/performance/blog-list-previews).`,
    ...imports,
    'const item = ({default: content, ...exports}) => ({content: Object.assign(content, exports)});',
    `export default [${previews.map((_, i) => `item(preview${i})`).join(', ')}];`,
    '',
  ].join('\n');
}
