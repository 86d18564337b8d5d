import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkBuild} from '../../scripts/deploy/check-build';
import {settingsFromVariables} from '../../scripts/deploy/settings-from-github';
import {isPlaceholder, operatorSettings, placeholderSettings, readOperatorSettings} from '../../config/operator';
import {NOT_CONFIGURED_ATTRIBUTE} from '../../config/operatorDisplay';

/** A minimal build: both sitemaps, a page, a feed and the host's files (the pages reaching `connectHosts`). */
function fakeBuild(origin: string, page: string, feed = '<feed/>', connectHosts: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
  const sitemap = (prefix: string) => `<urlset><url><loc>${origin}${prefix}/docs/srb</loc></url></urlset>`;
  fs.mkdirSync(path.join(dir, 'de'));
  fs.writeFileSync(path.join(dir, 'sitemap.xml'), sitemap(''));
  fs.writeFileSync(path.join(dir, 'de', 'sitemap.xml'), sitemap('/de'));
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.mkdirSync(path.join(dir, 'blog'));
  fs.writeFileSync(path.join(dir, 'blog', 'atom.xml'), feed);
  fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  fs.writeFileSync(path.join(dir, '_redirects'), '/a /b 301\n');
  fs.writeFileSync(path.join(dir, '_host-config.json'), JSON.stringify({scriptHashes: [], connectHosts}));
  return dir;
}

test('a build for the production address with real operator details passes', () => {
  const dir = fakeBuild('https://docs.acme.test', '<footer>Copyright © 2025–2026 ACME GmbH</footer>');
  assert.deepEqual(checkBuild(dir, 'https://docs.acme.test'), []);
});

test('a build whose pages say the site is not configured yet is refused, naming the settings and pages, whatever the quoting', () => {
  // What a build without operator settings shows: no placeholder, the notice on the imprint and the terms page.
  const dir = fakeBuild('https://docs.acme.test', '<footer>Copyright © 2025–2026</footer>');
  const imprint = `<main><h1>Imprint</h1><div ${NOT_CONFIGURED_ATTRIBUTE}="company street vatId"><p>Not configured yet</p></div></main>`;
  for (const page of ['imprint/index.html', 'de/imprint/index.html']) {
    fs.mkdirSync(path.dirname(path.join(dir, page)), {recursive: true});
    fs.writeFileSync(path.join(dir, page), imprint);
  }
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'terms.html'), `<div class=x ${NOT_CONFIGURED_ATTRIBUTE}=termsUrl>`);
  assert.deepEqual(checkBuild(dir, 'https://docs.acme.test').sort(), [
    'OPERATOR_COMPANY, OPERATOR_STREET, OPERATOR_VAT_ID not set: de/imprint/index.html, imprint/index.html say the site is not configured yet.',
    'TERMS_URL not set: docs/terms.html says the site is not configured yet.',
  ]);
  // The attribute's name in a page's text (a page that documents it) is no notice.
  const documented = fakeBuild('https://docs.acme.test', `<p>The notice carries ${NOT_CONFIGURED_ATTRIBUTE}.</p>`);
  assert.deepEqual(checkBuild(documented, 'https://docs.acme.test'), []);
});

test('a build made for another address is refused, naming the sitemap and both hosts', () => {
  const dir = fakeBuild('https://docs.example.com', '<p>ok</p>');
  const problems = checkBuild(dir, 'https://docs.acme.test');
  assert.ok(
    problems.some((p) => /^sitemap\.xml names https:\/\/docs\.example\.com, not SITE_URL \(https:\/\/docs\.acme\.test\)/.test(p)),
    problems.join('\n'),
  );
  assert.ok(problems.some((p) => p.startsWith('de/sitemap.xml names')));
});

test('each placeholder left in the build is named with its variable and files', () => {
  const dir = fakeBuild(
    'https://docs.acme.test',
    '<footer>Copyright © 2025 [Operator company name]</footer><a href="mailto:docs@example.com">',
    '<rights>[Operator company name]</rights>',
  );
  const problems = checkBuild(dir, 'https://docs.acme.test');
  assert.ok(problems.includes('OPERATOR_COMPANY is not set: "[Operator company name]" in blog/atom.xml, index.html.'), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('CONTACT_EMAIL is not set: "docs@example.com" in index.html')));
});

test('no SITE_URL, or a placeholder, is refused', () => {
  const dir = fakeBuild('https://docs.example.com', '<p>ok</p>');
  assert.ok(checkBuild(dir, undefined).includes('SITE_URL is not set: set the production address.'));
  assert.ok(checkBuild(dir, 'https://docs.example.com')[0].startsWith('SITE_URL is a placeholder'));
});

test('missing host configuration is refused', () => {
  const dir = fakeBuild('https://docs.acme.test', '<p>ok</p>');
  fs.rmSync(path.join(dir, '_headers'));
  assert.deepEqual(checkBuild(dir, 'https://docs.acme.test'), ['_headers is missing (plugins/host-config writes it after the build).']);
});

test('a host the pages reach (the feedback endpoint) that is not https, or not one named host, is refused', () => {
  const build = (endpoint: string) => fakeBuild('https://docs.acme.test', '<p>ok</p>', undefined, [endpoint]);
  assert.deepEqual(checkBuild(build('https://feedback.acme.test/docs'), 'https://docs.acme.test'), []);
  for (const endpoint of ['http://127.0.0.1:3999/feedback', 'https://*.acme.test/docs']) {
    assert.deepEqual(checkBuild(build(endpoint), 'https://docs.acme.test'), [
      `The pages reach ${endpoint} (FEEDBACK_URL, or search): production reaches only https, on one named host.`,
    ]);
  }
});

test('operator settings come from the environment, placeholders otherwise', () => {
  const defaults = readOperatorSettings({});
  assert.equal(defaults.company, '[Operator company name]');
  assert.equal(defaults.siteUrl, 'https://docs.example.com');
  assert.equal(placeholderSettings(defaults).length, 11);
  const given = readOperatorSettings({SITE_URL: 'https://docs.acme.test/', OPERATOR_COMPANY: 'ACME GmbH', CONTACT_EMAIL: ' '});
  assert.equal(given.siteUrl, 'https://docs.acme.test');
  assert.equal(given.company, 'ACME GmbH');
  assert.ok(placeholderSettings(given).includes('CONTACT_EMAIL'), 'an empty variable counts as unset');
  assert.ok(!placeholderSettings(given).includes('SITE_URL'));
  assert.throws(() => readOperatorSettings({SITE_URL: 'docs.acme.test'}), /SITE_URL must be the site's origin/);
  assert.throws(() => readOperatorSettings({SITE_URL: 'https://acme.test/docs'}), /SITE_URL must be the site's origin/);
  assert.throws(() => readOperatorSettings({TERMS_URL: 'acme.test/terms'}), /TERMS_URL must be the https address/);
  assert.equal(readOperatorSettings({TERMS_URL: 'https://acme.test/terms'}).termsUrl, 'https://acme.test/terms');
});

test('placeholders are recognised by their form', () => {
  for (const value of ['[Country]', 'docs@example.com', 'https://docs.example.org', 'https://example.net/'])
    assert.ok(isPlaceholder(value), value);
  for (const value of ['Germany', 'docs@acme.test', 'https://docs.acme.test', 'Example Street 1']) assert.ok(!isPlaceholder(value), value);
});

test('GitHub variables become the operator and search settings, and nothing else', () => {
  const json = JSON.stringify({
    SITE_URL: 'https://docs.acme.test',
    OPERATOR_COMPANY: ' ACME GmbH ',
    CONTACT_EMAIL: '',
    CLOUDFLARE_PROJECT: 'docs',
    ALGOLIA_APP_ID: 'APP1',
    ALGOLIA_API_KEY: 'search-only',
    ALGOLIA_INDEX_NAME: 'docs',
  });
  assert.deepEqual(settingsFromVariables(json), {
    SITE_URL: 'https://docs.acme.test',
    OPERATOR_COMPANY: 'ACME GmbH',
    ALGOLIA_APP_ID: 'APP1',
    ALGOLIA_API_KEY: 'search-only',
    ALGOLIA_INDEX_NAME: 'docs',
  });
  assert.throws(
    () => settingsFromVariables(JSON.stringify({ALGOLIA_ADMIN_API_KEY: 'write-key'})),
    /ALGOLIA_ADMIN_API_KEY is a repository variable, which anyone with access can read/,
  );
  assert.deepEqual(settingsFromVariables(''), {});
  assert.throws(() => settingsFromVariables(JSON.stringify({OPERATOR_STREET: 'a\nEVIL=1'})), /OPERATOR_STREET must be one line/);
});

test('.env.example and the table in deploy/README.md list every operator setting', () => {
  const siteDir = path.join(__dirname, '..', '..');
  const example = fs.readFileSync(path.join(siteDir, '.env.example'), 'utf8');
  const readme = fs.readFileSync(path.join(siteDir, 'deploy', 'README.md'), 'utf8');
  const listed = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
  const settings = Object.values(operatorSettings).map((s) => s.env);
  assert.deepEqual(listed, settings);
  for (const env of settings) assert.match(readme, new RegExp(`^\\| \`${env}\` `, 'm'), `deploy/README.md has no row for ${env}`);
});
