/**
 * The API reference's operation pages as built: in both languages a request and a
 * response sample beside each operation, with the description's example values.
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

/** The operation pages' slugs and English titles, from the generated pages. */
function operations(): {slug: string; title: string}[] {
  assert.ok(fs.existsSync(reference), `${apiReference.outputDir} is missing: run \`npm run build\` first`);
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

const text = ($: cheerio.CheerioAPI, selector: string) => $(selector).first().text().replace(/\s+/g, ' ').trim();

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
    requestBody.find('> ul > li > .openapi-schema__container > .openapi-schema__property, > ul > li > details > summary .openapi-schema__property').toArray().map((el) => $(el).text()).slice(0, 2),
    ['description', 'date'],
  );
});
