/**
 * The pages of a build, for the accessibility sweep (scripts/check-a11y.ts):
 * every `index.html` under each locale's folder, and each locale's 404 page.
 *
 * The sitemaps are not the list: they leave out what search engines should not
 * index, such as the example pages (`sample: true`, noindex), and readers
 * reach those pages all the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import {locales, localeDir, type Locale} from '../../config/i18n';

/** Folders of a build that hold no pages. */
const notPages = new Set(['assets', 'img', 'fonts']);

/** The URL path of every page that `buildDir` holds for `locale`, written as the sitemaps write it, sorted. */
export function localePages(buildDir: string, locale: Locale): string[] {
  const prefix = localeDir(locale);
  const root = path.join(buildDir, prefix);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${path.join(root, 'index.html')} is missing. Run \`npm run build\` first.`);
  }
  // The other locales' folders sit inside the default locale's (build/de/ in build/).
  const otherLocales = new Set(locales.map(localeDir).filter((dir) => dir !== prefix && dir !== ''));
  const base = prefix ? `/${prefix}/` : '/';
  // As the site links and lists a page: /docs/srb, not /docs/srb/ (no trailing slash but the home's).
  const paths = fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /(^|\/)index\.html$/.test(file) && !otherLocales.has(file.split('/')[0]) && !notPages.has(file.split('/')[0]))
    .map((file) => `${base}${file.replace(/\/?index\.html$/, '')}`);
  if (fs.existsSync(path.join(root, '404.html'))) paths.push(`${base}404.html`);
  return paths.sort();
}

/** Every page of the build, locale by locale. */
export function builtPages(buildDir: string): string[] {
  return locales.flatMap((locale) => localePages(buildDir, locale));
}
