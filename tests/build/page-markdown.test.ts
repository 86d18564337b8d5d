/**
 * The Markdown versions and llms.txt as built (plugins/page-markdown): every doc page
 * (under /docs/) and release note of both languages has its `.md` next to it, with its
 * title and, for examples, the example notice; each language has `llms.txt` and
 * `llms-full.txt`, whose links all lead to a built `.md`, and which list every page
 * that is not an example and none that is. Reads build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {siteDir} from '../blogSource';
import {markdownUrl} from '../../src/utils/markdownUrl';

const buildDir = path.join(siteDir, 'build');
const languages = [
  {code: 'en', dir: buildDir, skip: ['de']},
  {code: 'de', dir: path.join(buildDir, 'de'), skip: []},
];

function* htmlFiles(dir: string, skip: string[]): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !['assets', ...skip].includes(entry.name)) yield* htmlFiles(full, []);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

interface Page {
  route: string;
  title: string;
  sample: boolean;
}

/** The doc pages of the documentation (not the API reference, not category indexes) and the release notes of a language. */
function pagesOf(dir: string, skip: string[]): Page[] {
  const pages: Page[] = [];
  for (const file of htmlFiles(dir, skip)) {
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    const classes = ($('html').attr('class') ?? '').split(/\s+/);
    const doc = classes.includes('docs-doc-page') && classes.includes('plugin-id-default') && $('.theme-doc-markdown').length > 0;
    if (!doc && !classes.includes('blog-post-page')) continue;
    const route = `/${path.relative(dir, file).split(path.sep).join('/')}`.replace(/(index)?\.html$/, '');
    pages.push({route, title: $('h1').first().text().replace(/\u200b/g, '').trim(), sample: $('[data-sample-notice]').length > 0});
  }
  return pages;
}

for (const {code, dir, skip} of languages) {
  test(`${code}: every doc page and release note has its Markdown version, with its title and notice`, () => {
    assert.ok(fs.existsSync(dir), 'there is no build/. Run `npm run build` first');
    const pages = pagesOf(dir, skip);
    assert.ok(pages.filter((p) => p.route.startsWith('/docs')).length > 150, `${code}: too few doc pages found`);
    assert.ok(pages.filter((p) => p.route.startsWith('/blog/')).length > 100, `${code}: too few release notes found`);
    const missing = pages.filter((page) => !fs.existsSync(path.join(dir, markdownUrl(page.route))));
    assert.deepEqual(
      missing.map((p) => p.route),
      [],
      `${code}: pages without a .md`,
    );
    const notice = code === 'de' ? '> **Beispielinhalt**' : '> **Example content**';
    for (const page of pages) {
      const markdown = fs.readFileSync(path.join(dir, markdownUrl(page.route)), 'utf8');
      assert.equal(markdown.split('\n')[0].replace(/\\/g, ''), `# ${page.title}`, `${page.route}.md: the title`);
      assert.equal(markdown.includes(notice), page.sample, `${page.route}.md: the example notice ${page.sample ? 'is missing' : 'is there'}`);
      assert.doesNotMatch(markdown, /<svg|class="|Direct link to/, `${page.route}.md: site markup left in`);
    }
  });

  test(`${code}: llms.txt and llms-full.txt exist, link only to built .md files and list exactly the pages that are not examples or changelogs`, () => {
    const index = fs.readFileSync(path.join(dir, 'llms.txt'), 'utf8');
    const full = fs.readFileSync(path.join(dir, 'llms-full.txt'), 'utf8');
    assert.match(index, /^# .+\n\n> .+\n/);
    const links = [...index.matchAll(/^- \[[^\n]*?\]\((https?:\/\/[^)]+)\)/gm)].map((m) => new URL(m[1]).pathname);
    const prefix = code === 'de' ? '/de' : '';
    for (const link of links) {
      assert.ok(link.startsWith(`${prefix}/`) && link.endsWith('.md'), `llms.txt links to ${link}`);
      assert.ok(fs.existsSync(path.join(dir, link.slice(prefix.length))), `llms.txt links to ${link}, which is not built`);
    }
    // The apps' changelogs are lists of release notes, which have their own section: not listed.
    const pages = pagesOf(dir, skip).filter((p) => !/\/changelog\/?$/.test(p.route));
    assert.ok(pagesOf(dir, skip).some((p) => /\/changelog\/?$/.test(p.route)), 'the build has changelog pages');
    assert.ok(!index.includes('/changelog.md)'), 'llms.txt lists no changelog');
    const expected = pages
      .filter((p) => !p.sample)
      .map((p) => `${prefix}${markdownUrl(p.route)}`)
      .sort();
    assert.deepEqual([...links].sort(), expected);
    const bare = (route: string) => route.replace(/\/$/, '');
    const sources = [...full.matchAll(/^(?:Source|Quelle): (\S+)\n\n# /gm)].map((m) => bare(new URL(m[1]).pathname)).sort();
    assert.deepEqual(sources, pages.filter((p) => !p.sample).map((p) => bare(`${prefix}${p.route}`)).sort(), 'llms-full.txt: its pages');
  });
}
