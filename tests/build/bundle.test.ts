/**
 * What every page loads up front, as built: the code and styles a reader
 * needs only on demand must stay out of it. Reads build/ (see
 * blog-output.test.ts for when this runs); a missing build fails.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../blogSource';
import {withoutPiece} from '../layer';
import type {PieceName} from '../../plugins/performance/switch';

const buildDir = path.join(siteDir, 'build');
/** Skips a test of the pieces' effect when the build has not got them (tests/layer.ts). */
const needs = (...pieces: PieceName[]) => ({skip: withoutPiece(pieces, buildDir)});

/** The files the home page's HTML references directly (scripts and the stylesheet). */
function entryAssets(root: string, ext: '.js' | '.css'): string[] {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="?(\/(?:de\/)?assets\/[^"\s>]+)/g)].map((m) => m[1]).filter((f) => f.endsWith(ext));
  assert.ok(files.length > 0, `no ${ext} file referenced by ${path.join(root, 'index.html')}`);
  return files.map((f) => fs.readFileSync(path.join(buildDir, f), 'utf8'));
}

for (const root of [buildDir, path.join(buildDir, 'de')]) {
  test(`${path.relative(siteDir, root)}: DocSearch's modal and Algolia's client load on demand, not with every page`, needs('docsearch-on-demand'), () => {
    const scripts = entryAssets(root, '.js').join('\n');
    assert.match(scripts, /DocSearch-Button/, 'the search button itself is part of every page');
    // Markers of the modal's own rendering code; the keyboard hook may name the modal's classes as selectors.
    for (const marker of ['DocSearch-StartScreen', 'DocSearch-Hit-source', 'x-algolia-agent']) {
      assert.ok(!scripts.includes(marker), `"${marker}" is in the scripts every page loads`);
    }
  });

  test(`${path.relative(siteDir, root)}: the code highlighter loads with the first code block, not with every page`, needs('prism-on-demand'), () => {
    const scripts = entryAssets(root, '.js').join('\n');
    // Prism's grammar flag and the class of a highlighted line, both only in the highlighter's chunk.
    for (const marker of ['greedy:', 'token-line']) {
      assert.ok(!scripts.includes(marker), `"${marker}" is in the scripts every page loads`);
    }
  });

  test(`${path.relative(siteDir, root)}: code blocks are highlighted in the HTML`, () => {
    const page = fs.readFileSync(path.join(root, 'docs', 'web', 'administration', 'setup-web', 'index.html'), 'utf8');
    assert.match(page, /class="?token-line/, 'pre-rendered code blocks are highlighted');
  });

  test(
    `${path.relative(siteDir, root)}: main.js carries the route table without its sections, and docs pages no docs list`,
    needs('client-routes', 'version-data-without-docs'),
    () => {
    const scripts = entryAssets(root, '.js').join('\n');
    const base = root === buildDir ? '' : '/de';
    // A route's component: ComponentCreator("<path>", "<hash>"), whatever the minifier names it.
    const route = (p: string) => new RegExp(`\\("${p}","[0-9a-z]+"\\)`);
    assert.match(scripts, route(`${base}/docs/`), 'the docs welcome route is in main.js');
    for (const sectionPath of [`${base}/docs/srb/purpose`, `${base}/blog/release-2025-04-15`, `${base}/blog/tags/connect`]) {
      assert.doesNotMatch(scripts, route(sectionPath), `the route ${sectionPath} is in main.js`);
    }
    const js = fs.readdirSync(path.join(root, 'assets', 'js'));
    for (const prefix of [`${base}/docs/srb`, `${base}/blog`, `${base}/docs/category`]) {
      const section = `routes${prefix.replace(/\//g, '-')}`;
      const file = js.find((f) => f.startsWith(`${section}.`));
      assert.ok(file, `no ${section} chunk in ${path.join(root, 'assets', 'js')}`);
      const code = fs.readFileSync(path.join(root, 'assets', 'js', file), 'utf8');
      assert.match(code, route(`${prefix}/[^"]+`), `${file} has no route below ${prefix}`);
    }
    const versionData = js.map((f) => fs.readFileSync(path.join(root, 'assets', 'js', f), 'utf8')).filter((c) => /\\?"docsSidebars\\?":/.test(c));
    assert.ok(versionData.length > 0, 'no docs version data found');
    for (const chunk of versionData) assert.match(chunk, /\\?"docs\\?":\{\}/, 'the version data still lists the docs');
    // The global data in main.js: each doc's id, path and sidebar.
    assert.ok(!scripts.includes(`"${base}/docs/srb/purpose"`), 'main.js lists the docs (global data)');
  });

  test(
    `${path.relative(siteDir, root)}: main.js leaves out the search client and the modal's texts`,
    needs('docsearch-on-demand'),
    () => {
      const scripts = entryAssets(root, '.js').join('\n');
      // plugins/performance/docsearch-on-demand/client/Modal.tsx, plugins/search/client/docsearch/.
      for (const [marker, what] of [
        ['search-index/', 'the search client'],
        ['Clear the query', "the search modal's texts"],
      ]) {
        assert.ok(!scripts.includes(marker), `${what} ("${marker}") is in the scripts every page loads`);
      }
    },
  );

  test(`${path.relative(siteDir, root)}: main.js leaves out the home page's latest release notes`, () => {
    // plugins/release-notes' latest.json (title, permalink, date, …), a module only the home page imports.
    const scripts = entryAssets(root, '.js').join('\n');
    assert.ok(!scripts.includes('","permalink":"'), 'the latest release notes are in the scripts every page loads');
  });

  test(`${path.relative(siteDir, root)}: the scripts every page loads name no folder of the build machine`, () => {
    // The site config reaches the browser; plugins given as file paths would put the checkout's folders there.
    const scripts = entryAssets(root, '.js').join('\n');
    assert.ok(scripts.length > 10_000, 'no entry scripts found');
    assert.ok(!scripts.includes(siteDir), `the scripts every page loads contain ${siteDir}`);
  });

  test(`${path.relative(siteDir, root)}: API operation routes load no chunk of Redux, pako or the highlighter`, needs('client-routes', 'prism-on-demand'), () => {
    const js = path.join(root, 'assets', 'js');
    const files = fs.readdirSync(js);
    const section = `routes${(root === buildDir ? '' : '/de').replace(/\//g, '-')}-web-api-reference.`;
    const sectionFile = files.find((f) => f.startsWith(section));
    assert.ok(sectionFile, `no ${section} chunk in ${js}`);
    // The chunks the operation routes load, as the route section names them: o.e("<chunk>").
    const chunks = [...new Set([...fs.readFileSync(path.join(js, sectionFile), 'utf8').matchAll(/\.e\("([^"]+)"\)/g)].map((m) => m[1]))];
    assert.ok(chunks.length >= 10, `the route section names only ${chunks.length} chunks`);
    const heavy = /redux|pako|prism|highlighter/;
    assert.deepEqual(
      chunks.filter((chunk) => heavy.test(chunk)),
      [],
      'operation routes load chunks of Redux, pako or the highlighter',
    );
  });

  test(`${path.relative(siteDir, root)}: API operation pages load none of the API theme's browser-only code`, () => {
    const js = path.join(root, 'assets', 'js');
    const files = fs.readdirSync(js);
    // Markers of the swizzled modules (src/theme), in any chunk of the build (the API theme's components serve only the reference).
    const markers = {
      '@@redux/INIT': 'Redux (the theme\'s request panel store)',
      ReactRedux: 'react-redux',
      'incorrect header check': 'pako (the theme unpacking the operation in the browser)',
      'openapi-tabs__mime': "the theme's content type tabs (MimeTabs)",
      'openapi-skeleton': "the theme's skeleton loader (parts rendered in the browser only)",
      'remarkjs/react-markdown': "react-markdown (the theme's Markdown)",
    };
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(js, file), 'utf8');
      for (const [marker, what] of Object.entries(markers)) {
        assert.ok(!code.includes(marker), `${what} ("${marker}") is in ${file}`);
      }
    }
  });

  test(`${path.relative(siteDir, root)}: the stylesheet has the API reference's styles`, () => {
    const css = entryAssets(root, '.css').join('\n');
    assert.match(css, /\.openapi-params__list-item|\.openapi-schema__/, 'the API reference styles are there');
  });
}

test('every page preloads its scripts at low priority and starts them from the inline start script, never with <script src>', needs('start-after-paint'), () => {
  const pages = fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html'));
  assert.ok(pages.length > 500, `only ${pages.length} pages in ${buildDir}`);
  for (const file of pages) {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    assert.ok(!/<script[^>]*\ssrc=/.test(html), `${file}: a parser-inserted external script`);
    const preloads = [...html.matchAll(/<link rel=preload as=script fetchpriority=low href=(\S+) data-start-after-paint\/?>/g)].map((m) => m[1]);
    assert.deepEqual(
      preloads.map((p) => p.replace(/\.[0-9a-f]+\.js$/, '')),
      file.startsWith('de/') ? ['/de/assets/js/runtime~main', '/de/assets/js/main'] : ['/assets/js/runtime~main', '/assets/js/main'],
      `${file}: preloaded scripts`,
    );
    const lastScript = html.slice(html.lastIndexOf('<script>'));
    assert.match(lastScript, /^<script>[^]*data-start-after-paint[^]*<\/script><\/body>/, `${file}: the start script ends <body>`);
  }
});
