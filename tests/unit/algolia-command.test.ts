/**
 * `npm run search:algolia` end to end, against a local server that answers the
 * few Algolia REST calls the command makes (Algolia itself cannot be reached
 * from tests). The command runs as it does for operators, in its own process,
 * with ALGOLIA_HOST pointing the official client at the server; the test
 * asserts the requests the server received.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {docSearchSettings} from '../../plugins/search/indexing/docsearch-settings';
import {algoliaSynonyms} from '../../plugins/search/indexing/algolia-synonyms';
import {algoliaTarget} from '../../plugins/search/indexing/algolia';

const siteDir = path.join(__dirname, '../..');
const fixture = path.join(__dirname, 'fixtures/algolia-build');

interface Recorded {
  method: string;
  path: string;
  apiKey: string | undefined;
  appId: string | undefined;
  body: unknown;
}

/** A stand-in for Algolia's indexing API: every task is published at once. */
async function fakeAlgolia(options: {existing?: string[]; failBatch?: boolean} = {}) {
  const requests: Recorded[] = [];
  const indexes = new Set(options.existing ?? []);
  let taskID = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = raw ? JSON.parse(raw) : undefined;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        apiKey: req.headers['x-algolia-api-key'] as string | undefined,
        appId: req.headers['x-algolia-application-id'] as string | undefined,
        body,
      });
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, {'content-type': 'application/json'});
        res.end(JSON.stringify(json));
      };
      const match = /^\/1\/indexes\/([^/]+)(?:\/(settings|operation|batch|task|synonyms\/batch)(?:\/(\d+))?)?$/.exec(url.pathname);
      if (!match) return reply(404, {message: `not implemented: ${req.method} ${url.pathname}`, status: 404});
      const [, index, action] = [match[1], decodeURIComponent(match[1]), match[2]] as const;
      const task = () => reply(200, {taskID: ++taskID, updatedAt: new Date().toISOString()});
      if (req.method === 'GET' && action === 'settings') {
        return indexes.has(index) ? reply(200, {}) : reply(404, {message: 'Index does not exist', status: 404});
      }
      if (req.method === 'GET' && action === 'task') return reply(200, {status: 'published', pendingTask: false});
      if (req.method === 'PUT' && action === 'settings') return indexes.add(index) && task();
      if (req.method === 'POST' && action === 'synonyms/batch') return task();
      if (req.method === 'POST' && action === 'batch') {
        if (options.failBatch) return reply(400, {message: 'Record is too big', status: 400});
        indexes.add(index);
        return task();
      }
      if (req.method === 'POST' && action === 'operation') {
        indexes.add((body as {destination: string}).destination);
        if ((body as {operation: string}).operation === 'move') indexes.delete(index);
        return task();
      }
      if (req.method === 'DELETE' && !action) return indexes.delete(index) && task();
      return reply(404, {message: `not implemented: ${req.method} ${url.pathname}`, status: 404});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {requests, indexes, host: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve))};
}

/** Runs the command as `npm run search:algolia` does, with only the given Algolia variables. */
function runCommand(env: Record<string, string>): Promise<{code: number; stdout: string; stderr: string}> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('ALGOLIA_')));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'plugins/search/indexing/algolia.ts', fixture],
      {cwd: siteDir, env: {...clean, ...env}},
      (error, stdout, stderr) => resolve({code: error ? Number(error.code ?? 1) : 0, stdout, stderr}),
    );
  });
}

const credentials = {
  ALGOLIA_APP_ID: 'TESTAPP',
  ALGOLIA_INDEX_NAME: 'docs',
  ALGOLIA_ADMIN_API_KEY: 'admin-key',
  ALGOLIA_API_KEY: 'search-only-key',
};

const tmpIndex = (requests: Recorded[]) => decodeURIComponent(requests.find((r) => r.method === 'PUT')!.path.split('/')[3]);

test('a first run: settings and records go to a temporary index, which is then moved onto the index', async () => {
  const algolia = await fakeAlgolia();
  try {
    const result = await runCommand({...credentials, ALGOLIA_HOST: algolia.host});
    assert.equal(result.code, 0, result.stderr);
    const tmp = tmpIndex(algolia.requests);
    assert.match(tmp, /^docs_tmp_\d+$/);
    const writes = algolia.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${decodeURIComponent(r.path)}`);
    assert.deepEqual(writes, [
      `PUT /1/indexes/${tmp}/settings`,
      `POST /1/indexes/${tmp}/synonyms/batch`,
      `POST /1/indexes/${tmp}/batch`,
      `POST /1/indexes/${tmp}/operation`,
    ]);
    // The index did not exist: nothing to copy from it.
    assert.equal(algolia.requests[0].path, '/1/indexes/docs/settings');

    const [settings, synonyms, batch, move] = algolia.requests.filter((r) => r.method !== 'GET');
    assert.deepEqual(settings.body, JSON.parse(JSON.stringify(docSearchSettings)));
    // The site's synonyms, next to any the live index has (replaceExistingSynonyms=false).
    assert.deepEqual(synonyms.body, JSON.parse(JSON.stringify(algoliaSynonyms())));
    assert.ok(algolia.requests.some((r) => r.path.endsWith('/synonyms/batch')));
    const sent = (batch.body as {requests: {action: string; body: Record<string, unknown>}[]}).requests;
    assert.ok(sent.every((r) => r.action === 'addObject'));
    const records = sent.map((r) => r.body);
    assert.ok(records.some((r) => r.language === 'en') && records.some((r) => r.language === 'de'));
    assert.ok(records.some((r) => r.url === 'https://docs.example.com/de/docs/cp/activation#before-you-start'));
    assert.ok(records.filter((r) => r.sample === true).length > 0);
    assert.deepEqual(move.body, {operation: 'move', destination: 'docs'});
    assert.deepEqual([...algolia.indexes], ['docs']);

    // Written with the admin key only; the search-only key is never sent.
    assert.ok(algolia.requests.every((r) => r.apiKey === 'admin-key' && r.appId === 'TESTAPP'));
    assert.match(result.stdout, /docs replaced/);
    assert.ok(!result.stdout.includes('admin-key'), 'the key is not printed');
  } finally {
    await algolia.close();
  }
});

test('an existing index keeps the rules and synonyms operators added: they are copied before the move', async () => {
  const algolia = await fakeAlgolia({existing: ['docs']});
  try {
    const result = await runCommand({...credentials, ALGOLIA_HOST: algolia.host});
    assert.equal(result.code, 0, result.stderr);
    const tmp = tmpIndex(algolia.requests);
    const operations = algolia.requests.filter((r) => r.path.endsWith('/operation'));
    assert.deepEqual(
      operations.map((r) => [decodeURIComponent(r.path), r.body]),
      [
        ['/1/indexes/docs/operation', {operation: 'copy', destination: tmp, scope: ['rules', 'synonyms']}],
        [`/1/indexes/${tmp}/operation`, {operation: 'move', destination: 'docs'}],
      ],
    );
  } finally {
    await algolia.close();
  }
});

test('a failed upload leaves the index as it was and deletes the temporary index', async () => {
  const algolia = await fakeAlgolia({existing: ['docs'], failBatch: true});
  try {
    const result = await runCommand({...credentials, ALGOLIA_HOST: algolia.host});
    assert.equal(result.code, 1);
    assert.match(result.stderr, /\[algolia\] Record is too big/);
    const tmp = tmpIndex(algolia.requests);
    assert.ok(!algolia.requests.some((r) => (r.body as {operation?: string})?.operation === 'move'), 'nothing was moved');
    assert.equal(algolia.requests.at(-1)!.method, 'DELETE');
    assert.equal(decodeURIComponent(algolia.requests.at(-1)!.path), `/1/indexes/${tmp}`);
    assert.deepEqual([...algolia.indexes], ['docs']);
  } finally {
    await algolia.close();
  }
});

test('without the admin key, or with the search-only key, nothing is sent', async () => {
  const algolia = await fakeAlgolia();
  try {
    const missing = await runCommand({...credentials, ALGOLIA_ADMIN_API_KEY: '', ALGOLIA_HOST: algolia.host});
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /ALGOLIA_ADMIN_API_KEY missing/);
    const searchKey = await runCommand({...credentials, ALGOLIA_ADMIN_API_KEY: credentials.ALGOLIA_API_KEY, ALGOLIA_HOST: algolia.host});
    assert.equal(searchKey.code, 1);
    assert.match(searchKey.stderr, /search-only key/);
    assert.deepEqual(algolia.requests, []);
  } finally {
    await algolia.close();
  }
});

test('the admin key goes over https only; plain http only to this machine, and nothing is sent elsewhere', async () => {
  const algolia = await fakeAlgolia();
  try {
    // 0.0.0.0 reaches the local server too, but is not one of the loopback names the command accepts.
    const port = new URL(algolia.host).port;
    const plain = await runCommand({...credentials, ALGOLIA_HOST: `http://0.0.0.0:${port}`});
    assert.equal(plain.code, 1);
    assert.match(plain.stderr, /ALGOLIA_HOST http:\/\/0\.0\.0\.0:\d+: the admin key is sent only over https.* not to 0\.0\.0\.0\./);
    assert.deepEqual(algolia.requests, []);
  } finally {
    await algolia.close();
  }
  const target = (host: string) => algoliaTarget({...credentials, ALGOLIA_HOST: host}).hosts;
  assert.throws(() => target('http://algolia-proxy.example.com'), /not to algolia-proxy\.example\.com\./);
  assert.throws(() => target('http://127.0.0.1.example.com:4010'), /not to 127\.0\.0\.1\.example\.com\./);
  assert.throws(() => target('ftp://localhost'), /must be an http\(s\) address/);
  assert.throws(() => target('algolia.example.com'), /must be an http\(s\) address/);
  assert.deepEqual(target('https://algolia-proxy.example.com'), [
    {url: 'algolia-proxy.example.com', accept: 'readWrite', protocol: 'https'},
  ]);
  for (const local of ['http://localhost:4010', 'http://127.0.0.1:4010', 'http://[::1]:4010']) {
    assert.equal(target(local)?.[0].protocol, 'http', local);
  }
});
