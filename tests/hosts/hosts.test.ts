/**
 * Every row of tests/hosts/expectations.ts against each host serving the built site: nginx with
 * the configuration of plugins/host-config (./nginx.ts), and Cloudflare Pages' own runtime (wrangler pages dev,
 * ./pages-dev.ts) with the build's `_headers` and `_redirects`. HOSTS_BUILD_DIR tests another build.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {hashedFileHeaders, securityHeaders, withheldHeaders} from '../../deploy/site-rules';
import {readBuildFacts} from '../../plugins/host-config';
import {headerRuleCount, redirectRuleCounts} from '../../plugins/host-config/staticHost';
import {startNginx} from './nginx';
import {startPagesDev} from './pages-dev';
import {loadHtml} from '../html';
import {hostNames, rows, type Expected, type HeaderSet, type HostName, type Row, type Site} from './expectations';

const root = path.resolve(__dirname, '../..', process.env.HOSTS_BUILD_DIR ?? 'build');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Sends the request exactly as written (no URL parser in between) and reads the whole answer. */
function send(port: number, method: string, requestPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({host: '127.0.0.1', port, method, path: requestPath, headers, agent: false}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
      response.on('error', reject);
    });
    request.setTimeout(15_000, () => request.destroy(new Error(`${method} ${requestPath}: no answer in 15 s`)));
    request.on('error', reject);
    request.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function siteFacts(): Site {
  const home = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  // A <script src> in Docusaurus' template, a preload <link href> in the performance layer's.
  const mainScript = home.match(/(?:href|src)="?(\/assets\/js\/main\.[^" >]+\.js)/)?.[1];
  assert.ok(mainScript, 'main.js on the home page');
  const germanHome = loadHtml(fs.readFileSync(path.join(root, 'de', 'index.html'), 'utf8'));
  const socialImage = new URL(germanHome('meta[property="og:image"]').attr('content') ?? '').pathname;
  const germanStylesheet = germanHome('link[rel="stylesheet"][href^="/de/assets/"]').attr('href');
  assert.ok(germanStylesheet, 'the German pages have a stylesheet of their own under /de/assets/');
  return {mainScript, socialImage, germanStylesheet};
}

const facts = readBuildFacts(root);
const documentHeaders = securityHeaders(facts);
const fileHeaderNames = new Set(hashedFileHeaders(facts).map((h) => h.name));

/** What is wrong with the headers of `answer` for `set`. */
function headerProblems(answer: Answer, set: HeaderSet): string[] {
  const problems: string[] = [];
  for (const {name, value} of documentHeaders) {
    const sent = answer.headers[name.toLowerCase()];
    const wanted = set === 'document' || fileHeaderNames.has(name) ? value : undefined;
    if (sent !== wanted)
      problems.push(`${name}: ${JSON.stringify(sent)}, expected ${wanted === undefined ? 'none' : JSON.stringify(wanted)}`);
  }
  for (const {name} of withheldHeaders) {
    const sent = answer.headers[name.toLowerCase()];
    if (sent !== undefined) problems.push(`${name}: ${JSON.stringify(sent)}, expected none (deploy/site-rules.ts withholds it)`);
  }
  return problems;
}

/** What is wrong with `answer` for `expected`; nothing when it is right. */
function problemsOf(answer: Answer, expected: Expected): string[] {
  const problems: string[] = [];
  const statuses = [expected.status].flat();
  if (!statuses.includes(answer.status)) problems.push(`status ${answer.status}, expected ${statuses.join(' or ')}`);
  const location = answer.headers.location;
  if (expected.location === 'on-site') {
    if (location !== undefined && !/^\/(?![/\\]|%2f|%5c)/i.test(location)) problems.push(`Location ${location} leaves the site`);
  } else if (expected.location !== undefined && (location ?? null) !== expected.location) {
    problems.push(`Location ${JSON.stringify(location)}, expected ${JSON.stringify(expected.location)}`);
  }
  if (expected.headers) problems.push(...headerProblems(answer, expected.headers));
  const cache = answer.headers['cache-control'];
  if (expected.cacheControl !== undefined && (cache ?? null) !== expected.cacheControl) {
    problems.push(`Cache-Control ${JSON.stringify(cache)}, expected ${JSON.stringify(expected.cacheControl)}`);
  }
  if (expected.contentType !== undefined && answer.headers['content-type'] !== expected.contentType) {
    problems.push(`Content-Type ${JSON.stringify(answer.headers['content-type'])}, expected ${JSON.stringify(expected.contentType)}`);
  }
  if (expected.body !== undefined && !answer.body.equals(fs.readFileSync(path.join(root, expected.body)))) {
    problems.push(
      `the body is not ${expected.body} (${answer.body.length} bytes: ${JSON.stringify(answer.body.toString('utf8', 0, 80))}…)`,
    );
  }
  return problems;
}

/** The row's expectation on `host`: its own, with the host's differences. */
export function expectedOn(row: Row, host: HostName): Expected {
  const difference: Partial<Expected> & {why?: string} = {...row[host]};
  delete difference.why;
  return {...row.expect, ...difference};
}

interface Server {
  port: number;
  stop(): Promise<void>;
  output?(): string;
}

async function startHost(host: HostName): Promise<Server> {
  const port = await freePort();
  if (host === 'nginx') {
    const child = await startNginx({root, port});
    return {
      port,
      stop: () =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGQUIT');
        }),
    };
  }
  return startPagesDev({root, port, inspectorPort: await freePort()});
}

const site = siteFacts();

for (const host of hostNames) {
  describe(
    host === 'nginx' ? 'nginx (tests/hosts/nginx.ts)' : 'Cloudflare Pages runtime (wrangler pages dev, tests/hosts/pages-dev.ts)',
    () => {
      let server: Server | undefined;
      before(async () => {
        server = await startHost(host);
      });
      after(async () => {
        await server?.stop();
      });

      for (const row of rows) {
        const method = row.request.method ?? 'GET';
        const requestPath = typeof row.request.path === 'string' ? row.request.path : row.request.path(site);
        const sent = [...Object.keys(row.request.headers ?? {}), ...(row.request.revalidate ? ['If-None-Match'] : [])];
        const label = `${method} ${requestPath}${sent.length ? ` (${sent.join(', ')})` : ''}: ${row.what}`;
        test(label, async () => {
          const headers: Record<string, string> = {...row.request.headers};
          if (row.request.revalidate) {
            const first = await send(server!.port, method, requestPath, headers);
            const etag = first.headers.etag;
            assert.ok(etag, `${requestPath} answers without an ETag`);
            headers['If-None-Match'] = etag;
          }
          const answer = await send(server!.port, method, requestPath, headers);
          assert.deepEqual(problemsOf(answer, expectedOn(row, host)), [], label);
        });
      }

      if (host === 'pages') {
        test('Pages read every rule of _redirects and _headers, as counted against its limits, and rejected none', () => {
          const output = server!.output!();
          const redirects = redirectRuleCounts(fs.readFileSync(path.join(root, '_redirects'), 'utf8'));
          const headerRules = headerRuleCount(fs.readFileSync(path.join(root, '_headers'), 'utf8'));
          assert.match(output, new RegExp(`Parsed ${redirects.static + redirects.dynamic} valid redirect rules?\\.`));
          assert.match(output, new RegExp(`Parsed ${headerRules} valid header rules?\\.`));
          assert.doesNotMatch(output, /invalid|Maximum number of/i);
          // Pages' word for a static rule after a dynamic one, which then counts (and runs) as dynamic.
          assert.doesNotMatch(output, /could be made more performant/);
        });
      }
    },
  );
}

test('every difference between the hosts in the table changes an expectation, and says why', () => {
  for (const row of rows) {
    for (const host of hostNames) {
      const difference = row[host];
      if (!difference) continue;
      assert.ok(difference.why.trim().length > 20, `${row.what} (${host}): say why`);
      const fields = Object.keys(difference).filter((key) => key !== 'why') as (keyof Expected)[];
      assert.ok(fields.length > 0, `${row.what} (${host}): no field differs`);
      for (const field of fields) {
        assert.notDeepEqual(difference[field], row.expect[field], `${row.what} (${host}): ${field} is the same as expected anyway`);
      }
    }
  }
});
