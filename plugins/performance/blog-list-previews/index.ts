/**
 * One module per blog list page for its previews, instead of one per preview.
 *
 * The blog plugin gives every list page (/blog, /blog/page/N, each tag's pages)
 * its previews as a route module per post: the post's truncated MDX, each its
 * own chunk with its metadata. A list page so loaded ten chunks besides its
 * own, and the route table carried ten chunk names per list page and a
 * registry entry per preview. This piece writes one module per list page that
 * imports the page's previews (`preview-modules.ts`), so the bundler puts them
 * into one chunk, and gives it to the page as its `items`, in the shape the
 * theme's BlogPostItems reads: `{content}`, the MDX component carrying the
 * module's other exports (metadata, frontMatter, assets, toc), as Docusaurus'
 * ComponentCreator builds it for route modules.
 *
 * The list pages render each preview as a BlogPostPreview (./BlogPostPreview.tsx)
 * rather than the theme's BlogPostItem, which also serves a post's own page and
 * brings that page's code along: the piece's BlogPostItems (theme/), which
 * overrides theme-classic's through the theme mechanism.
 *
 * It wraps @docusaurus/plugin-content-blog (the documented way to change what
 * a plugin's contentLoaded adds) and is the plugin the site registers for the
 * blog. With the piece switched off (plugins/performance/switch.ts) the blog
 * plugin is returned as it is: its routes unchanged, theme-classic's BlogPostItems. A list route whose previews are not the shape this
 * piece knows stops the build, naming the piece and the route.
 */
import path from 'node:path';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {enabledPieces} from '../switch';
import {previewModuleSource, previewsOf, previewModuleName} from './preview-modules';

export {validateOptions};

export const pieceName = 'blog-list-previews';

export default async function blogWithListPreviews(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const blog = await blogPlugin(context, options);
  if (!enabledPieces().has(pieceName)) return blog as Plugin<unknown>;
  const contentLoaded = blog.contentLoaded!;
  return {
    ...(blog as Plugin<unknown>),
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      await contentLoaded.call(blog, {
        ...args,
        content: args.content as never,
        actions: {...args.actions, addRoute: (route) => routes.push(route)},
      });
      for (const route of routes) {
        const previews = previewsOf(route);
        if (previews) {
          const file = await args.actions.createData(previewModuleName(route.path), previewModuleSource(route.path, previews));
          route.modules = {...route.modules, items: file};
        }
        args.actions.addRoute(route);
      }
    },
  };
}
// Where Docusaurus looks for the options' validation when the site registers this function itself.
blogWithListPreviews.validateOptions = validateOptions;
