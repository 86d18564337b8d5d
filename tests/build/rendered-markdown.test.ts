/**
 * What readers get from the Markdown, as built: no page of either language shows
 * Markdown syntax as text. An admonition written in a form the site's Markdown
 * does not read (`:::warning Title` instead of `:::warning[Title]`) reaches
 * readers as ":::" paragraphs; plugins/content-checks/rejectTextAdmonitions.ts stops the
 * build on it, and this checks the output whatever produced it. Reads build/.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {siteDir} from '../blogSource';
import {htmlFilesOf} from '../html';

const buildDir = path.join(siteDir, 'build');
/** A line of rendered text that starts with an admonition marker. */
const MARKER = /(^|\n)\s*:::/;

/** The source file a page was built from, read off its edit link (the repository path after /edit/<branch>/). */
function sourceOf($: cheerio.CheerioAPI): string {
  const href = $('a.theme-edit-this-page').attr('href');
  const match = href && /\/edit\/[^/]+\/(.+)$/.exec(href);
  return match ? decodeURIComponent(match[1]) : 'source unknown (no edit link)';
}

test('no built page shows an admonition marker as text', () => {
  assert.ok(fs.existsSync(buildDir), 'there is no build/. Run `npm run build` first');
  const found: string[] = [];
  let pages = 0;
  for (const file of htmlFilesOf(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    pages++;
    if (!html.includes(':::')) continue;
    const $ = cheerio.load(html);
    // Code shows Markdown on purpose.
    $('pre, code, script, style').remove();
    const texts = $('main p, main li, main td, main th, main blockquote')
      .map((_, element) => $(element).text())
      .get()
      .filter((text) => MARKER.test(text));
    if (texts.length) {
      const page = '/' + path.relative(buildDir, file).split(path.sep).join('/').replace(/index\.html$/, '');
      found.push(`${page} (${sourceOf($)}): ${texts.length}× "${texts[0].trim().split('\n')[0].slice(0, 60)}"`);
    }
  }
  assert.ok(pages > 800, `only ${pages} pages in build/`);
  assert.deepEqual(found, [], `Admonition markers shown as text:\n${found.join('\n')}`);
});
