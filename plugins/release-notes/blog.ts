import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import {defaultLocale, type Locale} from '../../config/i18n';
import contentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import {withValidAtomFeed} from './atomFeed';

/**
 * The plugin the site registers for its blog, the release notes:
 * @docusaurus/plugin-content-blog, wrapped so that its site-wide Atom feed is
 * valid XML (atomFeed.ts). The classic preset's own blog
 * is off; the test-only site leaves this one out.
 */
// With the blog's validateOptions, where Docusaurus looks for it on a plugin function the site
// registers itself (it types validateOptions for any options; the blog's is for its own).
export const blogPlugin = withValidAtomFeed(
  Object.assign((context: LoadContext, options: PluginOptions) => contentBlog(context, options), {validateOptions}) as PluginModule,
);

/**
 * A blog option's text in `locale`: the config's own in the default locale, else
 * its translation in i18n/<locale>/docusaurus-plugin-content-blog/options.json.
 * Docusaurus translates the blog's title and description on its pages, not in
 * the feed's options, which would say it in English in every language.
 */
export function translatedBlogOption(siteDir: string, locale: Locale, id: 'title' | 'description', text: string): string {
  if (locale === defaultLocale) return text;
  const file = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-blog', 'options.json');
  const message = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: unknown}>)[id]?.message;
  if (typeof message !== 'string' || !message.trim()) throw new Error(`${file}: no translation of the blog's ${id} ("${id}")`);
  return message;
}
