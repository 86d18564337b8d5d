/**
 * Serves build/ with nginx, configured by plugins/host-config/nginx.ts.
 *
 *   tsx tests/hosts/nginx.ts render <outDir> [port]   write nginx.conf + security-headers.conf for build/
 *   tsx tests/hosts/nginx.ts serve [port]             run nginx in the foreground on build/ (default port 3000)
 *
 * nginx listens on the loopback addresses only; `render` and `serve` use HOST instead when it is
 * set (an IP address, such as 0.0.0.0 for every IPv4 address). Started as root, its worker runs as the
 * served folder's owner, or as `nobody` when that is root (workerUser).
 *
 * The end-to-end and host tests, the accessibility check and the benchmark use `startNginx()`.
 */
import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {renderConfig as renderNginxConfig} from '../../plugins/host-config/nginx';

export const buildDir = path.resolve(__dirname, '../../build');

/** The `listen` addresses: `host` (an IP address) when given, else 127.0.0.1 and, when the machine has it, ::1. */
export function listenAddresses(host?: string): string[] {
  if (host === undefined) {
    const ipv6Loopback = Object.values(os.networkInterfaces()).some((addresses) => addresses?.some((a) => a.address === '::1'));
    return ipv6Loopback ? ['127.0.0.1', '[::1]'] : ['127.0.0.1'];
  }
  const address = host.replace(/^\[(.*)\]$/, '$1');
  if (!net.isIP(address) || address.includes('%'))
    throw new Error(`nginx: HOST must be an IP address such as 127.0.0.1, :: or 0.0.0.0 (every IPv4 address), not ${JSON.stringify(host)}`);
  return [net.isIPv6(address) ? `[${address}]` : address];
}

/** One entry of a system database (`getent passwd|group <key>`), split at its colons; undefined when there is none. */
function getent(database: 'passwd' | 'group', key: string): string[] | undefined {
  try {
    return execFileSync('getent', [database, key], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']})
      .trim()
      .split(':');
  } catch {
    return undefined;
  }
}

/**
 * `<user> <group>` for nginx's `user` directive when nginx starts as root (undefined otherwise:
 * the worker then runs as whoever started it). The worker runs as the owner of `root`, never as
 * root: for a folder root owns (or an owner without a name) it runs as `nobody`, which can read
 * it only when every file and every folder above it is readable by all; startNginx says so if not.
 */
export function workerUser(root: string): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const {uid} = fs.statSync(root);
  const user = (uid !== 0 && getent('passwd', String(uid))) || getent('passwd', 'nobody');
  const group = user && getent('group', user[3]);
  if (!user || !group) throw new Error(`nginx: found no user \`nobody\` to run the worker for ${root} as (it never runs as root)`);
  return `${user[0]} ${group[0]}`;
}

/** Writes a complete nginx configuration for `root` into `outDir`, on `port` of `host` (listenAddresses); returns the nginx.conf path. */
export function renderConfig({root, port, outDir, host}: {root: string; port: number; outDir: string; host?: string}): string {
  const listen = listenAddresses(host).map((address) => `${address}:${port}`);
  return renderNginxConfig({root, listen, user: workerUser(root), outDir});
}

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed. Run `bash scripts/system-deps.sh` (installs it from Debian).');
}

/** Starts nginx serving `root` on `port` of `host` (default: loopback, listenAddresses); resolves when it answers with the home page. */
export async function startNginx({root = buildDir, port, host}: {root?: string; port: number; host?: string}): Promise<ChildProcess> {
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`nginx: expected a port from 1 to 65535, got ${port}`);
  const url = `http://${listenAddresses(host)[0]}:${port}/`;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
  let conf: string;
  try {
    conf = renderConfig({root, port, outDir, host});
    execFileSync(nginxBinary(), ['-t', '-q', '-c', conf, '-p', outDir], {stdio: 'inherit'});
  } catch (error) {
    fs.rmSync(outDir, {recursive: true, force: true});
    throw error;
  }
  const child = spawn(nginxBinary(), ['-c', conf, '-p', outDir], {stdio: 'inherit'});
  // The configuration, log and temporary files go with the server.
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => fs.rmSync(outDir, {recursive: true, force: true}));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => undefined,
    );
    if (status === 200) return child;
    if (status !== undefined || Date.now() > deadline || child.exitCode !== null) {
      // A home page nginx cannot answer with (the build recorded its facts): its worker may not read the folder.
      const log = status ? fs.readFileSync(path.join(outDir, 'error.log'), 'utf8') : '';
      const worker = workerUser(root)?.split(' ')[0];
      child.kill('SIGQUIT');
      await exited;
      const why = worker ? `; its worker runs as ${worker}: chown ${root} to a user who is not root, or let all read it` : '';
      throw new Error(
        status ? `nginx answers ${url} with ${status}, not ${root}/index.html${why}\n${log}` : `nginx did not start on port ${port}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

if (require.main === module) {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'render') {
    const outDir = path.resolve(args[0] ?? 'nginx');
    console.log(renderConfig({root: buildDir, port: Number(args[1] ?? 3000), outDir, host: process.env.HOST || undefined}));
  } else if (command === 'serve') {
    const port = Number(args[0] ?? process.env.PORT ?? 3000);
    const host = process.env.HOST || undefined;
    startNginx({port, host}).then(
      (child) => {
        const url = `http://${host ? listenAddresses(host)[0] : 'localhost'}:${port}/`;
        console.log(`Serving build/ with nginx at ${url} (German: ${url}de/). Ctrl+C stops.`);
        const stop = () => child.kill('SIGQUIT');
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      },
      (error: Error) => {
        console.error(error.message);
        process.exit(1);
      },
    );
  } else {
    console.error('Usage: tsx tests/hosts/nginx.ts render <outDir> [port] | serve [port]');
    process.exit(2);
  }
}
