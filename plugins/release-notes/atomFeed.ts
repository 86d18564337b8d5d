/**
 * The blog's site-wide Atom feed (`/blog/atom.xml`, `/de/blog/atom.xml`) as valid XML.
 * Docusaurus' blog plugin writes each post's tags as <category label="…" term="…"/>
 * through the feed library, which does not escape attribute values, so a tag label such
 * as "Subscription & Recurring Billing" breaks the file for every feed reader. The
 * per-app feeds (./index.ts) escape their labels themselves.
 *
 * The blog plugin writes its feeds in its own postBuild, which Docusaurus runs at the
 * same time as every other plugin's; so the fix wraps that postBuild and runs when the
 * blog's own has written the feed, for that locale's feed.
 */
import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

const bareAmpersand = /&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g;

/** Escapes bare ampersands and "<" in the attribute values of <category> elements. */
export function escapeCategoryAttributes(xml: string): string {
  return xml.replace(/<category\b[^>]*\/?>/g, (tag) =>
    tag.replace(/="([^"]*)"/g, (_, value: string) => `="${value.replace(bareAmpersand, '&amp;').replace(/</g, '&lt;')}"`),
  );
}

/** The blog plugin `blog`, whose postBuild also makes the site-wide Atom feed it wrote valid XML. */
export function withValidAtomFeed(blog: PluginModule): PluginModule {
  async function blogWithValidAtomFeed(context: LoadContext, options: unknown): Promise<Plugin<unknown> | null> {
    const plugin = await blog(context, options);
    if (!plugin) return plugin;
    const routeBasePath = (options as {routeBasePath?: string}).routeBasePath ?? 'blog';
    return {
      ...plugin,
      async postBuild(props) {
        await plugin.postBuild?.call(plugin, props);
        // The feed it wrote, with its category attributes escaped; a missing feed (a blog without posts) is left alone.
        const file = path.join(props.outDir, routeBasePath, 'atom.xml');
        if (!existsSync(file)) return;
        const xml = await fs.readFile(file, 'utf8');
        const fixed = escapeCategoryAttributes(xml);
        if (fixed !== xml) await fs.writeFile(file, fixed);
      },
    };
  }
  // Where Docusaurus looks for the options' validation when the site registers this function itself.
  blogWithValidAtomFeed.validateOptions = blog.validateOptions;
  return blogWithValidAtomFeed;
}
