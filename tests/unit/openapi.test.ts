import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawn} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkOpenApiFile, OpenApiCheckError} from '../../plugins/api-reference/check';
import {OpenApiRefreshError, refreshDescription} from '../../scripts/openapi-refresh';
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
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts', 'check', broken], {cwd: root, stdio: 'pipe'});
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

// Refresh. The download is https only, so the tests serve over plain http and let the
// injected fetch carry requests for https://api.example.test there; production has no such switch.
const testHost = 'https://api.example.test';

type Served = {base: string; requests: string[]; close: () => Promise<void>};

async function serve(handler: http.RequestListener): Promise<Served> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url!);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {base, requests, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

/** A fetch that sends requests for the test host to the local server. */
const via = (served: Served): typeof fetch =>
  ((input: string | URL, init?: RequestInit) => fetch(String(input).replace(testHost, served.base), init)) as typeof fetch;

/** A copy of the committed description to refresh, and its text. */
function scratchSnapshot(): {specFile: string; before: string} {
  const specFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'web.json');
  fs.copyFileSync(path.join(root, apiReference.specFile), specFile);
  return {specFile, before: fs.readFileSync(specFile, 'utf8')};
}

const options = {descriptionPath: apiReference.descriptionPath, maxBytes: apiReference.maxDescriptionBytes};

test('refresh replaces the snapshot with a valid download, following a redirect to another https address', async () => {
  const description = {...JSON.parse(fs.readFileSync(path.join(root, apiReference.specFile), 'utf8')), info: {title: 'New', version: 'v2'}};
  const served = await serve((request, response) => {
    if (request.url === '/swagger/v1/swagger.json') response.writeHead(302, {Location: `${testHost}/v2.json`}).end();
    else response.writeHead(200, {'Content-Type': 'application/json'}).end(JSON.stringify(description));
  });
  const {specFile} = scratchSnapshot();
  try {
    const result = await refreshDescription({...options, host: testHost, specFile, fetch: via(served)});
    assert.deepEqual(result, {url: `${testHost}/swagger/v1/swagger.json`, replaced: true});
  } finally {
    await served.close();
  }
  assert.deepEqual(served.requests, ['/swagger/v1/swagger.json', '/v2.json']);
  assert.equal(fs.readFileSync(specFile, 'utf8'), JSON.stringify(description, null, 2) + '\n');
});

test('refresh refuses an http host before sending any request', async () => {
  const served = await serve((_request, response) => response.end(fs.readFileSync(path.join(root, apiReference.specFile))));
  const {specFile, before} = scratchSnapshot();
  try {
    await assert.rejects(refreshDescription({...options, host: served.base, specFile, fetch: via(served)}), (error: Error) => {
      assert.ok(error instanceof OpenApiRefreshError);
      assert.match(error.message, /from http:\/\/127\.0\.0\.1:\d+\/swagger\/v1\/swagger\.json: only https:\/\/ addresses are accepted/);
      assert.match(error.message, /web\.json was left unchanged/);
      return true;
    });
    await assert.rejects(refreshDescription({...options, host: 'api.dyce.cloud', specFile}), /"api\.dyce\.cloud" is not a URL/);
  } finally {
    await served.close();
  }
  assert.deepEqual(served.requests, []);
  assert.equal(fs.readFileSync(specFile, 'utf8'), before);
});

test('refresh refuses a redirect to an http address without following it', async () => {
  const served = await serve((_request, response) => response.writeHead(301, {Location: `http://127.0.0.1/swagger.json`}).end());
  const {specFile, before} = scratchSnapshot();
  try {
    await assert.rejects(
      refreshDescription({...options, host: testHost, specFile, fetch: via(served)}),
      /from http:\/\/127\.0\.0\.1\/swagger\.json \(redirected from https:\/\/api\.example\.test\/swagger\/v1\/swagger\.json\): only https/,
    );
  } finally {
    await served.close();
  }
  assert.deepEqual(served.requests, ['/swagger/v1/swagger.json']);
  assert.equal(fs.readFileSync(specFile, 'utf8'), before);
});

test('refresh refuses a download larger than the cap, naming the cap', async () => {
  const maxBytes = 64 * 1024;
  const served = await serve((_request, response) =>
    response.writeHead(200, {'Content-Length': maxBytes + 1}).end(' '.repeat(maxBytes + 1)),
  );
  const {specFile, before} = scratchSnapshot();
  try {
    await assert.rejects(
      refreshDescription({...options, maxBytes, host: testHost, specFile, fetch: via(served)}),
      /https:\/\/api\.example\.test\/swagger\/v1\/swagger\.json is larger than the cap of 64 KiB; the download was stopped\.\n\(.*web\.json was left unchanged\)/,
    );
  } finally {
    await served.close();
  }
  assert.equal(fs.readFileSync(specFile, 'utf8'), before);
});

test('refresh stops reading a body without a length as soon as it passes the cap', {timeout: 20_000}, async () => {
  const maxBytes = 64 * 1024;
  const limit = 32 * 1024 * 1024;
  let written = 0;
  // Writes up to 32 MiB in 64 KiB chunks as fast as the client reads them, until the client hangs up.
  const served = await serve((_request, response) => {
    const chunk = Buffer.alloc(64 * 1024, ' ');
    const write = (): void => {
      while (written < limit && !response.destroyed) {
        written += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', write);
      }
      response.end();
    };
    response.writeHead(200, {'Content-Type': 'application/json'});
    write();
  });
  const {specFile, before} = scratchSnapshot();
  try {
    await assert.rejects(
      refreshDescription({...options, maxBytes, host: testHost, specFile, fetch: via(served)}),
      /larger than the cap of 64 KiB/,
    );
  } finally {
    await served.close();
  }
  // The server has closed, so it wrote its last byte: the client hung up long before the end.
  assert.ok(written < limit, `the connection was closed before the whole body was sent (${written} of ${limit} bytes sent)`);
  assert.equal(fs.readFileSync(specFile, 'utf8'), before);
});

test('refresh fails and keeps the snapshot when the host serves an invalid description', async () => {
  const served = await serve((_request, response) =>
    response.writeHead(200, {'Content-Type': 'application/json'}).end(fs.readFileSync(broken)),
  );
  const {specFile, before} = scratchSnapshot();
  try {
    await assert.rejects(refreshDescription({...options, host: testHost, specFile, fetch: via(served)}), (error: Error) => {
      assert.ok(error instanceof OpenApiRefreshError);
      assert.match(error.message, /Invalid OpenAPI description .*web\.json:/);
      assert.match(error.message, /`title` must be present/);
      assert.match(
        error.message,
        /downloaded from https:\/\/api\.example\.test\/swagger\/v1\/swagger\.json; .*web\.json was left unchanged/,
      );
      return true;
    });
  } finally {
    await served.close();
  }
  assert.equal(fs.readFileSync(specFile, 'utf8'), before);
});

test('refresh keeps the snapshot and reports the host as unreachable when it answers with an error', async () => {
  const served = await serve((_request, response) => response.writeHead(503).end());
  const {specFile, before} = scratchSnapshot();
  try {
    const result = await refreshDescription({...options, host: testHost, specFile, fetch: via(served)});
    assert.deepEqual(result, {url: `${testHost}/swagger/v1/swagger.json`, replaced: false, unreachable: 'HTTP 503'});
  } finally {
    await served.close();
  }
  assert.equal(fs.readFileSync(specFile, 'utf8'), before);
});

function runRefresh(apiHost: string): Promise<{code: number | null; stderr: string; stdout: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts', 'refresh'], {
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

test('the refresh command keeps the snapshot and says so when the API host cannot be reached', async () => {
  const before = fs.readFileSync(path.join(root, apiReference.specFile), 'utf8');
  // A port nothing listens on: the connection is refused at once, without network access.
  const result = await runRefresh('https://127.0.0.1:9');
  assert.equal(result.code, 0);
  assert.match(
    result.stderr,
    /127\.0\.0\.1:9\/swagger\/v1\/swagger\.json is not reachable .*keeping the committed snapshot openapi\/web\.json/,
  );
  assert.equal(fs.readFileSync(path.join(root, apiReference.specFile), 'utf8'), before);
});

test('the refresh command refuses an http API_HOST without sending a request, naming the URL', async () => {
  const before = fs.readFileSync(path.join(root, apiReference.specFile), 'utf8');
  const served = await serve((_request, response) => response.end(before));
  try {
    const result = await runRefresh(served.base);
    assert.equal(result.code, 1, result.stdout);
    assert.match(
      result.stderr,
      /^\[openapi\] Refusing to download the OpenAPI description from http:\/\/127\.0\.0\.1:\d+\/swagger\/v1\/swagger\.json: only https:\/\/ addresses are accepted\.\n\(openapi\/web\.json was left unchanged\)/,
    );
  } finally {
    await served.close();
  }
  assert.deepEqual(served.requests, []);
  assert.equal(fs.readFileSync(path.join(root, apiReference.specFile), 'utf8'), before);
});

test('a value without an example fails the check, naming the file, the schema or body and the property', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const file = path.join(dir, 'examples.json');
  const ok = {type: 'string', example: 'x'};
  fs.writeFileSync(
    file,
    JSON.stringify({
      openapi: '3.0.3',
      info: {title: 't', version: '1'},
      paths: {
        '/items': {
          post: {
            parameters: [
              {name: 'X-Tenant', in: 'header', schema: {type: 'string'}},
              {name: '$top', in: 'query', schema: {type: 'integer'}, example: 5},
            ],
            requestBody: {content: {'application/json': {schema: {type: 'object', properties: {note: {type: 'string'}}}}}},
            responses: {
              '200': {description: 'ok', content: {'application/json': {schema: {$ref: '#/components/schemas/Item'}}}},
              '201': {description: 'ok', content: {'application/json': {schema: {type: 'object'}, example: {id: 'a'}}}},
            },
          },
        },
      },
      components: {
        schemas: {
          Item: {
            type: 'object',
            properties: {
              id: ok,
              tags: {type: 'array', items: {type: 'string'}},
              owner: {allOf: [{$ref: '#/components/schemas/Owner'}], description: 'The owner.'},
              size: {type: 'object', properties: {width: {type: 'integer', format: 'int32'}}, example: {width: 3}},
            },
          },
          Owner: {type: 'object', properties: {name: {type: 'string'}, active: {type: 'boolean', example: true}}},
        },
      },
    }),
  );
  await assert.rejects(checkOpenApiFile(file), (error: Error) => {
    assert.ok(error instanceof OpenApiCheckError);
    const lines = error.message.split('\n');
    assert.match(lines[0], /examples\.json:$/);
    assert.deepEqual(lines.slice(1, -1), [
      '  - schema "Item": property "tags[]" has no example (at #/components/schemas/Item/properties/tags/items)',
      '  - schema "Owner": property "name" has no example (at #/components/schemas/Owner/properties/name)',
      '  - parameter "X-Tenant" (header) has no example (at #/paths/~1items/post/parameters/0)',
      '  - the request body of POST /items: property "note" has no example (at #/paths/~1items/post/requestBody/content/application~1json/schema/properties/note)',
    ]);
    assert.match(lines.at(-1)!, /add an "example" to each/);
    return true;
  });
});

test('every property and parameter of the committed description says what it is', () => {
  const doc = JSON.parse(fs.readFileSync(path.join(root, apiReference.specFile), 'utf8')) as {
    components: {
      schemas: Record<string, {properties: Record<string, {description?: string}>}>;
      parameters: Record<string, {description?: string}>;
    };
  };
  const undescribed = [
    ...Object.entries(doc.components.schemas).flatMap(([schema, {properties}]) =>
      Object.entries(properties)
        .filter(([, property]) => !property.description)
        .map(([name]) => `${schema}.${name}`),
    ),
    ...Object.entries(doc.components.parameters)
      .filter(([, parameter]) => !parameter.description)
      .map(([name]) => `parameter ${name}`),
  ];
  assert.deepEqual(undescribed, []);
});
