import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawn} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkOpenApiFile, OpenApiCheckError} from '../../scripts/openapi-check';
import {apiReference} from '../../config/api';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(__dirname, 'fixtures', 'openapi');
const broken = path.join(fixtures, 'broken.json');

test('the committed description is valid and has the documented operations', async () => {
  const operations = await checkOpenApiFile(path.join(root, apiReference.specFile));
  assert.equal(operations, 10);
});

test('a structurally broken description fails, naming the file and each problem', async () => {
  await assert.rejects(checkOpenApiFile(broken), (error: Error) => {
    assert.ok(error instanceof OpenApiCheckError);
    assert.match(error.message, /broken\.json/);
    assert.match(error.message, /`title` must be present/);
    assert.match(error.message, /`in` must be present/);
    assert.match(error.message, /`description` must be present/);
    return true;
  });
});

test('a file that is not JSON fails, naming the file', async () => {
  await assert.rejects(checkOpenApiFile(path.join(fixtures, 'truncated.json')), /truncated\.json:\n {2}- not valid JSON/);
});

test('a missing description fails, naming the file', async () => {
  await assert.rejects(checkOpenApiFile(path.join(fixtures, 'missing.json')), /OpenAPI description not found: .*missing\.json/);
});

test('a description without operations or with an unknown version fails', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const empty = path.join(dir, 'empty.json');
  fs.writeFileSync(empty, JSON.stringify({openapi: '3.0.3', info: {title: 't', version: '1'}, paths: {}}));
  await assert.rejects(checkOpenApiFile(empty), /empty\.json:\n.*no operations/);
  const old = path.join(dir, 'old.json');
  fs.writeFileSync(old, JSON.stringify({swagger: '1.2', info: {title: 't', version: '1'}, paths: {}}));
  await assert.rejects(checkOpenApiFile(old), /old\.json:\n.*"openapi" must be a 3\.0 or 3\.1 version/);
});

test('the check command exits with an error that names the broken file', () => {
  let output = '';
  assert.throws(() => {
    try {
      execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/openapi.ts', 'check', broken], {cwd: root, stdio: 'pipe'});
    } catch (error) {
      output = String((error as {stderr: Buffer}).stderr);
      throw error;
    }
  });
  assert.match(output, /Invalid OpenAPI description tests\/unit\/fixtures\/openapi\/broken\.json/);
});

test('a $ref to another file fails the check before anything is read from it, naming the file and the pointer', async () => {
  await assert.rejects(checkOpenApiFile(path.join(fixtures, 'outside-ref.json')), (error: Error) => {
    assert.ok(error instanceof OpenApiCheckError);
    assert.match(error.message, /outside-ref\.json:\n/);
    assert.match(
      error.message,
      /\$ref "outside-ref-target\.json" points outside this file.*\(at #\/paths\/~1api~1customers\/get\/responses\/200\/content\/application~1json\/schema\/\$ref\)/,
    );
    return true;
  });
});

test('every $ref in the document is checked: URLs, the whole file, non-strings, and inside examples', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const file = path.join(dir, 'refs.json');
  const description = JSON.parse(fs.readFileSync(path.join(root, apiReference.specFile), 'utf8'));
  description.paths['/api/a~b/{id}'] = {
    get: {
      parameters: [{$ref: 'https://example.invalid/parameters.json#/id'}],
      responses: {
        200: {
          description: 'ok',
          content: {'application/json': {schema: {$ref: '#'}, example: {nested: [{$ref: 42}]}}},
        },
      },
    },
  };
  fs.writeFileSync(file, JSON.stringify(description));
  await assert.rejects(checkOpenApiFile(file), (error: Error) => {
    const lines = error.message.split('\n').slice(1);
    assert.deepEqual(lines, [
      '  - $ref "https://example.invalid/parameters.json#/id" points outside this file; only "#/…" references are allowed (at #/paths/~1api~1a~0b~1{id}/get/parameters/0/$ref)',
      '  - $ref "#" points outside this file; only "#/…" references are allowed (at #/paths/~1api~1a~0b~1{id}/get/responses/200/content/application~1json/schema/$ref)',
      '  - $ref 42 points outside this file; only "#/…" references are allowed (at #/paths/~1api~1a~0b~1{id}/get/responses/200/content/application~1json/example/nested/0/$ref)',
    ]);
    return true;
  });
});

function runRefresh(apiHost: string): Promise<{code: number | null; stderr: string; stdout: string}> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/openapi.ts', 'refresh'], {
      cwd: root,
      env: {...process.env, API_HOST: apiHost},
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}

test('refresh keeps the snapshot and says so when the API host cannot be reached', async () => {
  const before = fs.readFileSync(path.join(root, apiReference.specFile), 'utf8');
  // A port nothing listens on: the connection is refused at once, without network access.
  const result = await runRefresh('http://127.0.0.1:9');
  assert.equal(result.code, 0);
  assert.match(
    result.stderr,
    /127\.0\.0\.1:9\/swagger\/v1\/swagger\.json is not reachable .*keeping the committed snapshot openapi\/web\.json/,
  );
  assert.equal(fs.readFileSync(path.join(root, apiReference.specFile), 'utf8'), before);
});

test('refresh fails and keeps the snapshot when the host serves an invalid description', async () => {
  const before = fs.readFileSync(path.join(root, apiReference.specFile), 'utf8');
  const server = http.createServer((request, response) => {
    response.writeHead(request.url === '/swagger/v1/swagger.json' ? 200 : 404, {'Content-Type': 'application/json'});
    response.end(fs.readFileSync(broken));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  try {
    const result = await runRefresh(`http://127.0.0.1:${port}`);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /Invalid OpenAPI description .*web\.json:/);
    assert.match(result.stderr, /`title` must be present/);
    assert.match(result.stderr, /openapi\/web\.json was left unchanged/);
  } finally {
    server.close();
  }
  assert.equal(fs.readFileSync(path.join(root, apiReference.specFile), 'utf8'), before);
});
