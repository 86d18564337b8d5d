import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

/**
 * A built page, parsed to read its links and text: htmlparser2 (the `xml` option off)
 * rather than cheerio's default parse5, in about a third of the time. Not for tests of
 * structure: htmlparser2 does not apply every implied end tag of the minified pages
 * (a `<p>` left open in an `<li>` swallows the next `<li>`).
 */
export const loadHtml = (html: string): cheerio.CheerioAPI => cheerio.load(html, {xml: {xmlMode: false}});

/**
 * Every file below `root` (full paths, sorted), or with `html` only the pages: then without the
 * bundles and the search index, and with `englishOnly` without the German folder of the build's top.
 */
export function filesOf(root: string, {html = false, englishOnly = false} = {}): string[] {
  const skipped = (dir: string) =>
    html && (['assets', 'search-index'].includes(path.basename(dir)) || (englishOnly && dir === path.join(root, 'de')));
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skipped(full)) walk(full);
      } else if (!html || entry.name.endsWith('.html')) found.push(full);
    }
  };
  walk(root);
  return found.sort();
}

/** The pages below `root` (see `filesOf`). */
export const htmlFilesOf = (root: string, {englishOnly = false} = {}) => filesOf(root, {html: true, englishOnly});
