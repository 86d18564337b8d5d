/**
 * Hostile text in what becomes a title, label, heading or id is refused: in the OpenAPI
 * description (plugins/api-reference/check.ts, unsafeLabels) and in the sidebar, category and
 * interface labels (plugins/content-checks/categories.ts, checkLabelText).
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {apiReference} from '../../config/api';
import {apiChecks} from '../../plugins/api-reference';
import {checkLabelText, refuseUnsafeLabels} from '../../plugins/content-checks/categories';
import {formatProblem} from '../../plugins/content-checks/problems';
import {checkOpenApiFile, OpenApiCheckError} from '../../plugins/api-reference/check';

const root = path.resolve(__dirname, '../..');
/** `</script><script>alert(1)</script>` as JSON text writes it without one "<": escaped. */
const hostile = '"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"';
/** Stands for `hostile` (or another text) in an edited description until it is written. */
const HOSTILE = '@@hostile@@';
const marker = JSON.stringify(HOSTILE);
/** Every temporary folder a test makes, removed at the end. */
const made: string[] = [];
const tmp = (prefix: string) => made[made.push(fs.mkdtempSync(path.join(os.tmpdir(), prefix))) - 1]!;
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** The description as JSON.parse gives it, untyped, for the edits below. */
type Parsed = ReturnType<typeof JSON.parse>;

/** The committed description with `edit` applied, written as JSON text in which `marker` stands for `text`. */
function description(edit: (doc: Parsed) => void, text = hostile): string {
  const doc: Parsed = JSON.parse(fs.readFileSync(path.join(root, apiReference.specFile), 'utf8'));
  edit(doc);
  const file = path.join(tmp('openapi-labels-'), 'web.json');
  const json = JSON.stringify(doc, null, 2);
  assert.ok(json.includes(marker), 'the edit places the marker');
  fs.writeFileSync(file, json.replace(marker, text));
  return file;
}

async function refused(file: string, pointer: string, what: string, found = '"<"'): Promise<void> {
  assert.doesNotMatch(fs.readFileSync(file, 'utf8'), /<\/script|<b>/, 'the file holds the hostile text escaped only');
  await assert.rejects(checkOpenApiFile(file), (error: Error) => {
    assert.ok(error instanceof OpenApiCheckError);
    assert.ok(error.message.startsWith(`Invalid OpenAPI description ${file}:\n`), error.message);
    assert.ok(error.message.includes(`  - ${what} contains ${found}, which a title or label cannot hold (at ${pointer})`), error.message);
    return true;
  });
}

test('the committed description has no such label', async () => {
  assert.equal(await checkOpenApiFile(path.join(root, apiReference.specFile)), 10);
});

test('an escaped "</script>" in an operation summary is refused, naming the file and the pointer', async () => {
  const file = description((doc) => (doc.paths['/api/timeRecordings'].get.summary = HOSTILE));
  await refused(file, '#/paths/~1api~1timeRecordings/get/summary', 'the operation summary');
});

test('the same in an operationId, a tag name, an operation tag and info.title is refused', async () => {
  await refused(
    description((doc) => (doc.paths['/api/jobs'].get.operationId = HOSTILE)),
    '#/paths/~1api~1jobs/get/operationId',
    'the operation operationId',
  );
  await refused(
    description((doc) => (doc.tags[1].name = HOSTILE)),
    '#/tags/1/name',
    'the tag name',
  );
  await refused(
    description((doc) => (doc.paths['/api/customers'].get.tags = [HOSTILE])),
    '#/paths/~1api~1customers/get/tags/0',
    'the operation tag',
  );
  await refused(
    description((doc) => (doc.info.title = HOSTILE)),
    '#/info/title',
    'the API title',
  );
});

test('the same in a parameter name and a schema name is refused', async () => {
  await refused(
    description((doc) => (doc.components.parameters.top.name = HOSTILE)),
    '#/components/parameters/top/name',
    'the parameter name',
  );
  await refused(
    description((doc) =>
      doc.paths['/api/resources'].get.parameters.push({name: HOSTILE, in: 'query', schema: {type: 'string'}, example: 'x'}),
    ),
    '#/paths/~1api~1resources/get/parameters/4/name',
    'the parameter name',
  );
  await refused(
    description((doc) => (doc.components.schemas[HOSTILE] = {type: 'string', example: 'x'}), '"\\u003cb\\u003e"'),
    '#/components/schemas/<b>',
    'the schema name',
  );
});

test('a control character in a summary is refused, named by its code point', async () => {
  await refused(
    description((doc) => (doc.paths['/api/jobTasks'].get.summary = HOSTILE), '"List\\u0007 tasks"'),
    '#/paths/~1api~1jobTasks/get/summary',
    'the operation summary',
    'U+0007 (a control character)',
  );
});

/** A site folder with these files (path relative to it → JSON value). */
function site(files: Record<string, unknown>): string {
  const dir = tmp('labels-');
  for (const [file, value] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));
  }
  return dir;
}

test('a translated sidebar label with "</script>" is refused, naming the file and the key', () => {
  const key = 'sidebar.docs.category.srb-setup';
  const dir = site({
    'i18n/de/docusaurus-plugin-content-docs/current.json': {
      'version.label': {message: 'Weiter'},
      [key]: {message: 'Einrichtung</script>'},
    },
    'i18n/de/code.json': {'site.search.results': {message: '{count} Treffer'}},
  });
  assert.deepEqual(checkLabelText(dir).map(formatProblem), [
    `i18n/de/docusaurus-plugin-content-docs/current.json:5: ${key}: contains "<", which a title or label cannot hold`,
  ]);
  assert.throws(
    () => refuseUnsafeLabels(dir),
    (error: Error) => error.message.includes(`i18n/de/docusaurus-plugin-content-docs/current.json:5: ${key}: contains "<"`),
  );
});

test("the build refuses it too: the API reference's check plugin stops as Docusaurus creates it", async () => {
  const dir = site({'i18n/de/code.json': {'theme.docs.sidebar.expand': {message: '\u003c/script\u003e'}}});
  await assert.rejects(apiChecks({siteDir: dir} as LoadContext), (error: Error) =>
    error.message.includes('i18n/de/code.json:2: theme.docs.sidebar.expand: contains "<"'),
  );
});

test('a category label with ">" or a line break, and a control character in an exempted message, are refused', () => {
  const dir = site({
    'docs/srb/setup/_category_.json': {label: 'Setup>', key: 'srb-setup', position: 1},
    'i18n/de/docusaurus-plugin-content-docs/current/srb/_category_.json': {label: 'Neu', link: {type: 'generated-index', title: 'A\nB'}},
    'i18n/de/code.json': {'site.api.clientKeyPlaceholder': {message: '<Client Key>\u0000'}},
  });
  assert.deepEqual(checkLabelText(dir).map(formatProblem), [
    'docs/srb/setup/_category_.json:2: label: contains ">", which a title or label cannot hold',
    'i18n/de/code.json:2: site.api.clientKeyPlaceholder: contains U+0000 (a control character), which a title or label cannot hold',
    'i18n/de/docusaurus-plugin-content-docs/current/srb/_category_.json:5: link.title: contains U+000A (a control character), which a title or label cannot hold',
  ]);
});

test('the committed labels pass, the client key placeholder "<Client Key>" by its exemption', () => {
  assert.deepEqual(checkLabelText(root).map(formatProblem), []);
  assert.doesNotThrow(() => refuseUnsafeLabels(root));
});
