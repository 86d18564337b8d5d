/**
 * The API reference's committed operation pages (config/api.ts, openapi/README.md): what
 * `npm run api:generate` makes of openapi/web.json, in English and as German twins.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import {apiReference} from '../../config/api';
import {germanPage} from '../../scripts/openapi';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(file, 'utf8');
const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const labels = JSON.parse(read(path.join(root, `i18n/de/docusaurus-plugin-content-docs-${apiReference.docsId}/current.json`)));
const note = 'Der Referenztext ist englisch.';
const englishPage = read(path.join(root, apiReference.outputDir, 'list-jobs.api.mdx'));
const frontMatter = (mdx: string) => YAML.parse(/^---\n([^]*?)\n---\n/.exec(mdx)![1]!) as Record<string, unknown>;

test('the committed pages are what npm run api:generate makes of openapi/web.json, in both languages', {timeout: 300_000}, (t) => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'api-generate-'));
  t.after(() => fs.rmSync(out, {recursive: true, force: true}));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts', 'generate'], {
    cwd: root,
    env: {...process.env, API_REFERENCE_OUT: out},
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  for (const dir of [apiReference.outputDir, apiReference.germanDir]) {
    const [generated, committed] = [path.join(out, dir), path.join(root, dir)];
    assert.deepEqual(files(committed), files(generated), `${dir}: run npm run api:generate and commit the pages`);
    for (const file of files(generated)) {
      assert.ok(read(path.join(committed, file)) === read(path.join(generated, file)), `${dir}/${file}: run npm run api:generate`);
    }
  }
});

test("a German twin: the sidebar's German name as title, sidebar label and heading, a German meta description, the rest as generated", () => {
  const german = germanPage(englishPage, labels, note);
  const [en, de] = [frontMatter(englishPage), frontMatter(german)];
  assert.equal(de.title, 'Projekte auflisten');
  assert.equal(de.sidebar_label, 'Projekte auflisten');
  assert.equal(de.description, `Projekte auflisten (GET /api/jobs). ${note}`);
  assert.deepEqual({...de, title: en.title, sidebar_label: en.sidebar_label, description: en.description}, en);
  assert.equal(
    german.slice(german.indexOf('\n---\n')),
    englishPage.slice(englishPage.indexOf('\n---\n')).replace('children={"List projects"}', 'children={"Projekte auflisten"}'),
  );
});

test('a German twin needs a German label and the heading in the form the generator writes it', () => {
  assert.throws(() => germanPage(englishPage, {}, note), /"sidebar\.api\.doc\.List projects" has no German label/);
  assert.throws(
    () => germanPage(englishPage.replace('children={"List projects"}', 'children="List projects"'), labels, note),
    /has no heading/,
  );
  assert.throws(() => germanPage('no front matter', labels, note), /no front matter/);
});

test('the pages carry no models, no download button and no send button; the operation is JSON for the request panel', () => {
  for (const file of files(path.join(root, apiReference.outputDir)).filter((f) => f.endsWith('.api.mdx'))) {
    const data = frontMatter(read(path.join(root, apiReference.outputDir, file))) as {
      api: {method: string; jsonRequestBodyExample?: object};
      hide_send_button: boolean;
    };
    assert.equal(typeof data.api.method, 'string', file);
    assert.equal(data.hide_send_button, true, file);
  }
  assert.deepEqual(
    files(path.join(root, apiReference.outputDir)).filter((f) => !/\.api\.mdx$|^sidebar\.ts$/.test(f)),
    [],
  );
});

test("the theme's code samples get the stand-in for postman-code-generators, which offers no language", () => {
  const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));
  const generators = require.resolve('postman-code-generators', {paths: [themeDir]});
  assert.equal(fs.realpathSync(generators), path.join(root, 'plugins', 'openapi-theme', 'postman-code-generators', 'index.js'));
  const {convert, getLanguageList} = require(generators);
  assert.deepEqual(getLanguageList(), []);
  let answer: unknown;
  convert('curl', 'cURL', {}, {}, (error: unknown) => (answer = error));
  assert.match(String(answer), /not installed/);
});
