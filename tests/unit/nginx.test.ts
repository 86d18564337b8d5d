import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startScript} from '../../plugins/performance/start-after-paint';
import {allowedInlineScriptHashes} from '../../plugins/host-config/inlineScripts';
import net from 'node:net';
import {execFileSync} from 'node:child_process';
import {listenAddresses, nginxBinary, renderConfig, startNginx} from '../hosts/nginx';
import {buildFactsFile, type HostConfigOptions} from '../../plugins/host-config';
import {INSIGHTS_EVENTS_ORIGIN, INSIGHTS_SCRIPT_URL} from '../../plugins/search/settings';
import {offsitePaths} from '../fixtures/offsite-paths';

/** A built site: its home page and the facts the build recorded, its pages reaching `beyond`. */
function fixtureSite(beyond: HostConfigOptions = {connectHosts: []}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<html><body><script>${startScript}</script></body></html>`);
  fs.writeFileSync(path.join(dir, buildFactsFile), JSON.stringify({scriptHashes: allowedInlineScriptHashes(), ...beyond}));
  return dir;
}

function render(root: string, host?: string) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-'));
  const conf = fs.readFileSync(renderConfig({root, port: 4321, outDir: out, host}), 'utf8');
  return {conf, headers: fs.readFileSync(path.join(out, 'security-headers.conf'), 'utf8')};
}

test('the rendered config has no placeholder left and carries the hashes of the recorded inline scripts, and no other', () => {
  const root = fixtureSite();
  const {conf, headers} = render(root);
  assert.doesNotMatch(conf, /__[A-Z_]+__/);
  assert.ok(conf.includes(`root "${root}";`), 'the root folder, quoted');
  assert.deepEqual(headers.match(/'sha256-[^']+'/g)?.sort(), allowedInlineScriptHashes());
  assert.doesNotMatch(headers, /__[A-Z_]+__/);
});

/** The addresses of the rendered config's `listen` lines. */
const listens = (conf: string) => [...conf.matchAll(/^\s*listen (\S+):4321;$/gm)].map(([, address]) => address);

test('nginx listens on the loopback addresses only, unless asked for another address', () => {
  const root = fixtureSite();
  // The kernel's list of IPv6 addresses (Linux), where ::1 is a line of its own when the machine has it.
  const ipv6Loopback = fs.existsSync('/proc/net/if_inet6') && /^0{31}1 /m.test(fs.readFileSync('/proc/net/if_inet6', 'utf8'));
  assert.deepEqual(listens(render(root).conf), ipv6Loopback ? ['127.0.0.1', '[::1]'] : ['127.0.0.1']);
  assert.deepEqual(listens(render(root, '0.0.0.0').conf), ['0.0.0.0']);
  assert.deepEqual(listens(render(root, '::').conf), ['[::]']);
  assert.deepEqual(listens(render(root, '[fd00::2]').conf), ['[fd00::2]']);
});

test('an address that is not an IP address fails with a clear message', () => {
  for (const host of ['localhost', '', '0.0.0.0:80', '127.0.0.1; user root', '256.1.1.1', 'fe80::1%eth0']) {
    assert.throws(() => listenAddresses(host), /HOST must be an IP address such as 127\.0\.0\.1, :: or 0\.0\.0\.0/, JSON.stringify(host));
  }
});

test('the root folder is quoted; one nginx cannot take in a quoted string is refused', () => {
  const root = fixtureSite();
  assert.match(render(root).conf, new RegExp(`^\\s*root "${root}";$`, 'm'));
  for (const name of ['a"b', 'a$b', 'a\\b']) {
    const odd = path.join(root, name);
    fs.mkdirSync(odd);
    fs.copyFileSync(path.join(root, buildFactsFile), path.join(odd, buildFactsFile));
    assert.throws(() => render(odd), /the served folder contains a character nginx cannot take in a quoted string/, name);
  }
});

test('a symbolic link is followed only to what its own owner owns', () => {
  assert.match(render(fixtureSite()).conf, /^\s*disable_symlinks if_not_owner from=\$document_root;$/m);
});

const asRoot = process.getuid?.() === 0;
/** A user who is neither root nor nobody (Debian's `daemon`), to own folders in the tests run as root. */
const daemon = {uid: 1, gid: 1};
/** Gives `dir` and everything in it (links themselves, not what they point to) to `daemon` when the tests run as root. */
const toDaemon = (dir: string) => asRoot && execFileSync('chown', ['-hR', `${daemon.uid}:${daemon.gid}`, dir]);

test(
  "started as root, the worker runs as the served folder's owner, or nobody for a folder of root; never as root",
  {skip: !asRoot && 'not root'},
  () => {
    const userLine = (conf: string) => conf.match(/^user (\S+) (\S+);$/m)?.slice(1);
    const rootOwned = fixtureSite();
    assert.deepEqual(userLine(render(rootOwned).conf), ['nobody', execFileSync('id', ['-gn', 'nobody'], {encoding: 'utf8'}).trim()]);
    const daemonOwned = fixtureSite();
    fs.chownSync(daemonOwned, daemon.uid, daemon.gid);
    assert.deepEqual(userLine(render(daemonOwned).conf), ['daemon', 'daemon']);
  },
);

test('rendering refuses a folder without a built site', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-'));
  assert.throws(() => renderConfig({root: empty, port: 1, outDir: empty}), /npm run build/);
});

test('every location sends the security headers, also on redirects and errors', () => {
  const {conf} = render(fixtureSite());
  const locations = [...conf.matchAll(/location ([^{]+)\{([^}]*)\}/g)];
  assert.ok(locations.length >= 6);
  for (const [, match, body] of locations) {
    // Hashed files get the headers that act on a fetched file; every other location all of them.
    const headers = /^\/(de\/)?assets\/$/.test(match.trim()) ? 'hashed-file-headers' : 'security-headers';
    assert.match(body, new RegExp(`include \\S+${headers}\\.conf;`), `location ${match}`);
    assert.match(body, /add_header Cache-Control/, `location ${match}`);
  }
});

test('only existing hashed files are cached for a year; a missing one gets the not-found page', () => {
  const {conf, headers} = render(fixtureSite());
  const assets = conf.match(/location \/assets\/ \{([^}]*)\}/)![1];
  assert.match(assets, /add_header Cache-Control "public, max-age=31536000, immutable";/, 'no `always`: not on 404');
  assert.match(assets, /error_page 404 \/404\.html;/);
  assert.match(headers, /add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;/);
  assert.match(headers, /add_header Cross-Origin-Resource-Policy "same-origin" always;/);
});

test('the not-found pages answer 404 at their own paths, each in its locale', () => {
  const {conf} = render(fixtureSite());
  assert.match(conf, /location = \/404 \{[^}]*error_page 404 \/404\.html;\s+return 404;/);
  assert.match(conf, /location = \/de\/404 \{[^}]*error_page 404 \/de\/404\.html;\s+return 404;/);
});

/** The redirect rules of the template (repeated slashes, `.html` paths), as JavaScript regular expressions (same syntax for these). */
function htmlRedirect(requestUri: string): string | undefined {
  const template = fs.readFileSync(path.resolve(__dirname, '../../plugins/host-config/nginx.conf.template'), 'utf8');
  const rules = [...template.matchAll(/if \(\$request_uri ~ "([^"]+)"\) \{\s+return \S+ ([^;]+);/g)];
  assert.equal(rules.length, 4);
  for (const [, pattern, target] of rules) {
    const match = requestUri.match(new RegExp(pattern));
    if (match)
      return target.replace(
        /\$(\d|bare|query|head|tail)/g,
        (_, name) => (/\d/.test(name) ? match[Number(name)] : match.groups?.[name]) ?? '',
      );
  }
  return undefined;
}

/** Follows the template's redirects as a browser would, up to 20 of them; returns where they end. */
function finalPath(requestUri: string): string {
  let current = requestUri;
  for (let hops = 0; hops < 20; hops++) {
    const next = htmlRedirect(current);
    if (next === undefined) return current;
    current = next;
  }
  throw new Error(`${requestUri}: more than 20 redirects`);
}

test('paths with repeated slashes redirect to the path with single slashes, never to another host', () => {
  assert.equal(htmlRedirect('/de//docs/srb'), '/de/docs/srb');
  assert.equal(htmlRedirect('//docs/srb?x=1'), '/docs/srb?x=1');
  assert.equal(htmlRedirect('//\\evil.example/docs'), '/evil.example/docs');
  assert.equal(finalPath('/de//docs///srb//index.html?next=//x'), '/de/docs/srb?next=//x');
  assert.equal(htmlRedirect('/docs/srb?next=//x'), undefined, 'the query is left alone');
  assert.equal(htmlRedirect('/docs/srb'), undefined);
});

test('.html and index.html paths redirect to the bare path', () => {
  assert.equal(htmlRedirect('/index.html'), '/');
  assert.equal(htmlRedirect('/imprint.html'), '/imprint');
  assert.equal(htmlRedirect('/docs/index.html'), '/docs');
  assert.equal(htmlRedirect('/de/imprint.html?x=1'), '/de/imprint?x=1');
  assert.equal(htmlRedirect('/docs/srb.html'), '/docs/srb');
});

test('the .html and repeated-slash redirects never lead to another host, at any hop', () => {
  for (const uri of offsitePaths) {
    for (let current: string | undefined = uri, hops = 0; current !== undefined && hops < 20; hops++) {
      const target = htmlRedirect(current);
      assert.ok(target === undefined || /^\/(?![/\\]|%2f|%5c)/i.test(target), `${uri}: ${current} redirects to ${target}`);
      current = target;
    }
  }
});

test('Algolia Insights: the policy allows its script and events host only when the build switched it on', () => {
  const off = render(fixtureSite()).headers;
  assert.doesNotMatch(off, /search-insights|insights\.algolia\.io/);
  // As docusaurus.config.ts has the plugin record them when ALGOLIA_INSIGHTS=true.
  const on = render(fixtureSite({connectHosts: [INSIGHTS_EVENTS_ORIGIN], scriptSources: [INSIGHTS_SCRIPT_URL]})).headers;
  assert.match(on, new RegExp(`script-src [^;]*${INSIGHTS_SCRIPT_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
  assert.match(on, /connect-src 'self' https:\/\/insights\.algolia\.io/);
});

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const nginxMissing = (() => {
  try {
    nginxBinary();
    return false;
  } catch {
    return 'nginx is not installed (bash scripts/system-deps.sh)';
  }
})();

/** The folders startNginx writes its configuration to; each goes with its server. */
const configFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('nginx-site-'));

/** Serves `root` while `check` runs, then stops nginx. */
async function serving(root: string, check: (url: string) => Promise<void>) {
  const port = await freePort();
  const server = await startNginx({root, port});
  try {
    await check(`http://127.0.0.1:${port}`);
  } finally {
    server.kill('SIGQUIT');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  }
}

/** A built site in a folder only its owner may enter (mode 700, like a home or mktemp folder). */
function privateSite(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'private-'));
  fs.chmodSync(parent, 0o700);
  const root = path.join(parent, 'build');
  fs.mkdirSync(root, {mode: 0o700});
  fs.writeFileSync(path.join(root, 'index.html'), `<html><body><script>${startScript}</script>Private home</body></html>`, {mode: 0o600});
  fs.writeFileSync(path.join(root, buildFactsFile), JSON.stringify({scriptHashes: [], connectHosts: []}), {mode: 0o600});
  return root;
}

test('nginx serves a build in a folder only its owner may enter, and leaves nothing behind', {skip: nginxMissing}, async () => {
  const root = privateSite();
  toDaemon(path.dirname(root));
  const before = configFolders();
  await serving(root, async (url) => {
    const response = await fetch(`${url}/`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /Private home/);
  });
  assert.deepEqual(configFolders(), before, 'the server leaves no configuration folder behind');
});

test(
  'as root, a private folder of root is refused, saying what to do, and nothing is left behind',
  {skip: nginxMissing || (!asRoot && 'not root')},
  async () => {
    const root = privateSite();
    const before = configFolders();
    const port = await freePort();
    // A server that starts after all is stopped: the test fails, and does not hang.
    const refusal = await startNginx({root, port}).then(
      (server) => void server.kill('SIGQUIT'),
      (error: Error) => error.message,
    );
    assert.match(refusal ?? 'it served', /its worker runs as nobody: chown \S+ to a user who is not root, or let all read it/);
    assert.match(refusal ?? '', /Permission denied/, 'with the error log');
    assert.deepEqual(configFolders(), before);
  },
);

test('nginx does not follow a symbolic link to a file of another owner', {skip: nginxMissing}, async () => {
  const root = fixtureSite();
  fs.chmodSync(root, 0o755);
  fs.writeFileSync(path.join(root, 'own.txt'), 'own file');
  fs.symlinkSync('own.txt', path.join(root, 'alias.txt'));
  fs.symlinkSync('/etc/hostname', path.join(root, 'foreign.txt'));
  toDaemon(root);
  await serving(root, async (url) => {
    assert.equal((await fetch(`${url}/alias.txt`)).status, 200, 'a link to a file of its own owner');
    assert.equal((await fetch(`${url}/foreign.txt`)).status, 404, "a link to root's /etc/hostname");
  });
});

test('a port that is not one fails before anything is written', {skip: nginxMissing}, async () => {
  const before = configFolders();
  for (const port of [Number.NaN, 0, 70000]) {
    await assert.rejects(startNginx({root: os.tmpdir(), port}), /expected a port from 1 to 65535/);
  }
  await assert.rejects(startNginx({root: os.tmpdir(), port: 4321, host: 'localhost'}), /HOST must be an IP address/);
  assert.deepEqual(configFolders(), before);
});
