/**
 * The API reference's operation pages as built: in both languages a request and a
 * response sample beside each operation, with the description's example values; in
 * German, the operation's German name as heading, <title>, breadcrumb, sidebar entry
 * and previous/next label, and a note at the top that the reference text is English.
 * Reads build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {siteDir} from '../blogSource';
import {apiReference} from '../../config/api';

const buildDir = path.join(siteDir, 'build');
const reference = path.join(siteDir, apiReference.outputDir);
const germanLabels = JSON.parse(
  fs.readFileSync(path.join(siteDir, 'i18n/de', `docusaurus-plugin-content-docs-${apiReference.docsId}`, 'current.json'), 'utf8'),
) as Record<string, {message: string}>;

/** The operation pages' slugs and English titles, from the committed pages. */
function operations(): {slug: string; title: string}[] {
  return fs
    .readdirSync(reference)
    .filter((file) => file.endsWith('.api.mdx'))
    .map((file) => ({
      slug: file.replace(/\.api\.mdx$/, ''),
      title: JSON.parse(/^title: (".*")$/m.exec(fs.readFileSync(path.join(reference, file), 'utf8'))![1]) as string,
    }));
}

function page(prefix: string, slug: string): cheerio.CheerioAPI {
  const file = path.join(buildDir, prefix, apiReference.route, 'reference', slug, 'index.html');
  assert.ok(fs.existsSync(file), `${path.relative(siteDir, file)} is missing: run \`npm run build\` first`);
  return cheerio.load(fs.readFileSync(file, 'utf8'));
}

const germanName = (title: string) => germanLabels[`sidebar.api.doc.${title}`]?.message;
const text = ($: cheerio.CheerioAPI, selector: string) => $(selector).first().text().replace(/\s+/g, ' ').trim();

test('every operation has a German name in the sidebar translations', () => {
  for (const {title} of operations()) assert.ok(germanName(title), `"sidebar.api.doc.${title}" in current.json`);
});

for (const prefix of ['', 'de']) {
  test(`${prefix || 'en'}: every operation page shows a cURL request sample and a JSON response sample with example values`, () => {
    for (const {slug} of operations()) {
      const $ = page(prefix, slug);
      const request = text($, 'section[aria-labelledby="api-request-sample"] pre');
      assert.match(request, /^curl -X (GET|POST) 'https:\/\/api\.dyce\.cloud\/api\//, slug);
      const response = $('section[aria-labelledby="api-response-sample"]');
      assert.equal(response.length, 1, `${slug}: a response sample`);
      assert.match(text($, 'section[aria-labelledby="api-response-sample"] [class*="codeBlockTitle"]'), /^200 application\/json$/, slug);
      const value = JSON.parse(response.find('pre').text()) as unknown;
      assert.doesNotMatch(JSON.stringify(value), /"string"/, `${slug}: no placeholder values`);
      assert.doesNotMatch($('article').text(), /Example \(auto\)|Beispiel \(aus dem Schema\)/, `${slug}: examples labelled as such`);
    }
  });
}

test('the request sample to create a time recording leaves out its read-only id, the response has it', () => {
  const $ = page('', 'create-time-recording');
  const request = $('section[aria-labelledby="api-request-sample"] pre').text();
  const body = JSON.parse(request.slice(request.indexOf("-d '") + 4, request.lastIndexOf("'"))) as Record<string, unknown>;
  assert.equal('id' in body, false);
  assert.equal(body.workType, 'CONSULTING');
  const response = JSON.parse($('section[aria-labelledby="api-response-sample"] pre').text()) as Record<string, unknown>;
  assert.equal(typeof response.id, 'string');
  // Nor does the request body's schema list it.
  const requestBody = $('details.mime').first();
  assert.deepEqual(
    requestBody.find('.openapi-schema__property').toArray().map((el) => $(el).text()).slice(0, 2),
    ['description', 'date'],
  );
});

test('German operation pages: heading, <title>, breadcrumb, sidebar and previous/next use the German name, and a note says the text is English', () => {
  const list = operations();
  for (const {slug, title} of list) {
    const $ = page('de', slug);
    const name = germanName(title)!;
    assert.equal(text($, 'article h1'), name, `${slug}: heading`);
    assert.match($('title').text(), new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `), `${slug}: <title>`);
    assert.equal(text($, '.breadcrumbs__item--active'), name, `${slug}: breadcrumb`);
    assert.equal(text($, '.menu__link--active:not(.menu__link--sublist)'), name, `${slug}: sidebar`);
    assert.doesNotMatch($('meta[name="description"]').attr('content') ?? '', /^Returns|^Creates/, `${slug}: meta description`);
    for (const label of $('.pagination-nav__label').toArray().map((el) => $(el).text())) {
      assert.doesNotMatch(label, /^(List|Create) /, `${slug}: previous/next "${label}"`);
    }
    const note = $('article [role="note"]').first();
    assert.match(note.text(), /Referenztext dieser Seite ist englisch/, `${slug}: note`);
    // At the top: before the heading.
    assert.ok($('article *').index(note) < $('article *').index($('article h1')), `${slug}: the note comes first`);
  }
  // The English pages have no such note.
  assert.equal(page('', list[0].slug)('article [role="note"]').length, 0);
});
