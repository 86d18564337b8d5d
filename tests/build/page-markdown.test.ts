/**
 * The Markdown versions and llms.txt as built (plugins/page-markdown): every doc page
 * (under /docs/) and release note of both languages has its `.md` next to it, with its
 * title and, for examples, the example notice; each language has `llms.txt` and
 * `llms-full.txt`, whose links all lead to a built `.md`, and which list every page
 * that is not an example and none that is. The API reference is part of it: its overview and
 * every operation page have their `.md` and are listed, and llms.txt links the OpenAPI
 * description the site publishes. Each diagram's Mermaid source in a `.md` carries the
 * title screen readers hear on the page. Reads build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../blogSource';
import {htmlFilesOf, loadHtml} from '../html';
import {markdownUrl} from '../../src/utils/markdownUrl';
import {apiReference} from '../../config/api';
import {site} from '../../config/site';
import {openApiPath} from '../../plugins/page-markdown';
import {mermaidBlocks} from '../../plugins/page-markdown/toMarkdown';

const buildDir = path.join(siteDir, 'build');
const languages = [
  {code: 'en', dir: buildDir, englishOnly: true},
  {code: 'de', dir: path.join(buildDir, 'de'), englishOnly: false},
];

interface Page {
  route: string;
  title: string;
  sample: boolean;
}

const pagesByDir = new Map<string, Page[]>();

/** The doc pages (of the documentation and the API reference, not category indexes) and the release notes of a language; read once. */
function pagesOf(dir: string, englishOnly: boolean): Page[] {
  const known = pagesByDir.get(dir);
  if (known) return known;
  const pages: Page[] = [];
  for (const file of htmlFilesOf(dir, {englishOnly})) {
    const $ = loadHtml(fs.readFileSync(file, 'utf8'));
    const classes = ($('html').attr('class') ?? '').split(/\s+/);
    const docsInstance = classes.includes('plugin-id-default') || classes.includes(`plugin-id-${apiReference.docsId}`);
    const doc = classes.includes('docs-doc-page') && docsInstance && $('.theme-doc-markdown').length > 0;
    if (!doc && !classes.includes('blog-post-page')) continue;
    const route = `/${path.relative(dir, file).split(path.sep).join('/')}`.replace(/(index)?\.html$/, '');
    pages.push({route, title: $('h1').first().text().replace(/[\u200b\u00ad]/g, '').trim(), sample: $('[data-sample-notice]').length > 0});
  }
  pagesByDir.set(dir, pages);
  return pages;
}

for (const {code, dir, englishOnly} of languages) {
  test(`${code}: every doc page and release note has its Markdown version, with its title and notice`, () => {
    assert.ok(fs.existsSync(dir), 'there is no build/. Run `npm run build` first');
    const pages = pagesOf(dir, englishOnly);
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
    assert.ok(links.includes(openApiPath), `llms.txt does not link the OpenAPI description ${openApiPath}`);
    for (const link of links.filter((l) => l !== openApiPath)) {
      assert.ok(link.startsWith(`${prefix}/`) && link.endsWith('.md'), `llms.txt links to ${link}`);
      assert.ok(fs.existsSync(path.join(dir, link.slice(prefix.length))), `llms.txt links to ${link}, which is not built`);
    }
    // The apps' changelogs are lists of release notes, which have their own section: not listed.
    const pages = pagesOf(dir, englishOnly).filter((p) => !/\/changelog\/?$/.test(p.route));
    assert.ok(pagesOf(dir, englishOnly).some((p) => /\/changelog\/?$/.test(p.route)), 'the build has changelog pages');
    assert.ok(!index.includes('/changelog.md)'), 'llms.txt lists no changelog');
    const expected = pages
      .filter((p) => !p.sample)
      .map((p) => `${prefix}${markdownUrl(p.route)}`)
      .sort();
    assert.deepEqual(links.filter((l) => l !== openApiPath).sort(), expected);
    const bare = (route: string) => route.replace(/\/$/, '');
    const sources = [...full.matchAll(/^(?:Source|Quelle): (\S+)\n\n# /gm)].map((m) => bare(new URL(m[1]).pathname)).sort();
    assert.deepEqual(sources, pages.filter((p) => !p.sample).map((p) => bare(`${prefix}${p.route}`)).sort(), 'llms-full.txt: its pages');
  });
}

const apiRoute = apiReference.route;

for (const {code, dir} of languages) {
  const prefix = code === 'de' ? '/de' : '';

  test(`${code}: the API reference's overview and each operation page have a .md, listed in llms.txt with the OpenAPI description`, () => {
    const operations = fs.readdirSync(path.join(dir, apiRoute.slice(1), 'reference')).filter((n) => fs.existsSync(path.join(dir, apiRoute.slice(1), 'reference', n, 'index.html')));
    const spec = JSON.parse(fs.readFileSync(path.join(siteDir, apiReference.specFile), 'utf8')) as {paths: Record<string, Record<string, unknown>>};
    const operationCount = Object.values(spec.paths).flatMap((item) => Object.keys(item).filter((m) => /^(get|put|post|delete|patch|head|options)$/.test(m))).length;
    assert.equal(operations.length, operationCount, `${code}: an operation page per operation of ${apiReference.specFile}`);
    const index = fs.readFileSync(path.join(dir, 'llms.txt'), 'utf8');
    const section = index.split(/^## /m).find((part) => part.startsWith(code === 'de' ? 'API-Referenz\n' : 'API reference\n'));
    assert.ok(section, `${code}: llms.txt has no section for the API reference`);
    for (const route of [apiRoute, ...operations.map((op) => `${apiRoute}/reference/${op}`)]) {
      const md = path.join(dir, markdownUrl(route));
      assert.ok(fs.existsSync(md), `${route}: no .md`);
      const markdown = fs.readFileSync(md, 'utf8');
      assert.match(markdown, /^# \S/, `${route}.md: the title`);
      assert.equal(markdown.match(/^# /gm)?.length, 1, `${route}.md: the title once`);
      assert.ok(section.includes(`${prefix}${markdownUrl(route)})`), `${code}: llms.txt does not list ${route}.md in its API section`);
    }
    assert.ok(section.includes(`(${site.url.replace(/\/+$/, '')}${openApiPath})`), `${code}: the API section does not link ${openApiPath}`);
  });

  test(`${code}: each operation's .md names its method and path`, () => {
    const spec = JSON.parse(fs.readFileSync(path.join(siteDir, apiReference.specFile), 'utf8')) as {paths: Record<string, Record<string, unknown>>};
    const expected = Object.entries(spec.paths).flatMap(([p, item]) =>
      Object.keys(item)
        .filter((m) => /^(get|put|post|delete|patch)$/.test(m))
        .map((m) => `${m.toUpperCase()} ${p}`),
    );
    const reference = path.join(dir, apiRoute.slice(1), 'reference');
    const all = fs
      .readdirSync(reference)
      .filter((n) => n.endsWith('.md'))
      .map((n) => fs.readFileSync(path.join(reference, n), 'utf8').replace(/\\/g, ''))
      .join('\n');
    for (const operation of expected) {
      const [method, route] = operation.split(' ');
      // On one line, as the page shows them: "GET /api/jobs".
      assert.ok(new RegExp(`^${method} ${route.replace(/[{}]/g, '\\$&')}$`, 'm').test(all), `${code}: no .md names ${operation} on one line`);
    }
    // A parameter's type and "required" stay two words.
    assert.doesNotMatch(all, /string(required|erforderlich)/, `${code}: a type runs into "required"`);
  });
}

test('the OpenAPI description is published as it is committed, once, at the site root', () => {
  const published = path.join(buildDir, openApiPath);
  assert.ok(fs.existsSync(published), `${openApiPath} is not in build/`);
  assert.equal(fs.readFileSync(published, 'utf8'), fs.readFileSync(path.join(siteDir, apiReference.specFile), 'utf8'));
});

for (const {code, dir, englishOnly} of languages) {
  test(`${code}: every diagram's Mermaid source in a .md carries the title the page gives it`, async () => {
    let diagrams = 0;
    let derived = 0;
    for (const file of htmlFilesOf(dir, {englishOnly})) {
      const html = fs.readFileSync(file, 'utf8');
      if (!html.includes('site-diagram')) continue;
      const $ = loadHtml(html);
      const titles = $('figure.site-diagram')
        .map((_, figure) => $(figure).find('svg > title').first().text().trim())
        .get();
      if (titles.length === 0) continue;
      const route = `/${path.relative(dir, file).split(path.sep).join('/')}`.replace(/(index)?\.html$/, '');
      const md = path.join(dir, markdownUrl(route));
      if (!fs.existsSync(md)) continue;
      // Mermaid blocks as Markdown reads them: not the example inside a longer fence.
      const blocks = await mermaidBlocks(fs.readFileSync(md, 'utf8'));
      assert.equal(blocks.length, titles.length, `${route}.md: its diagrams`);
      blocks.forEach((block, i) => {
        const accTitle = /^\s*accTitle\s*:\s*(.+)$/m.exec(block)?.[1]?.trim();
        const frontMatterTitle = /^---\n[\s\S]*?^\s*title\s*:\s*(.+)$[\s\S]*?^---$/m.exec(block)?.[1]?.trim();
        assert.equal(accTitle ?? frontMatterTitle, titles[i], `${route}.md: diagram ${i + 1}`);
        diagrams++;
        if (/\((diagram|Diagramm)\)$/.test(titles[i])) derived++;
      });
    }
    assert.ok(diagrams > 0 && derived > 0, `${code}: ${diagrams} diagrams, ${derived} with a derived title`);
  });
}
