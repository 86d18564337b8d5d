/**
 * Serves build/ with nginx, configured from deploy/site-rules.ts and deploy/nginx.conf.template.
 *
 *   tsx scripts/nginx.ts render <outDir> [port]   write nginx.conf + security-headers.conf for build/
 *   tsx scripts/nginx.ts serve [port]             run nginx in the foreground on build/ (default port 3000)
 *
 * nginx listens on the loopback addresses only; `render` and `serve` use HOST instead when it is
 * set (an IP address, such as 0.0.0.0 for every IPv4 address). Started as root, its worker runs as the
 * served folder's owner, or as `nobody` when that is root (workerUser).
 *
 * The end-to-end tests use `startNginx()` / `stopNginx()` from this module.
 */
import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  cacheControl,
  contentTypes,
  hostConfigFiles,
  htmlPathRedirect,
  hashedFileFolders,
  hashedFileStatuses,
  notFoundPages,
  redirects,
  repeatedSlashRedirect,
  securityHeaders,
  hashedFileHeaders,
  type BuildFacts,
  type ContentType,
  type Header,
} from '../deploy/site-rules';
import {algoliaHosts, INSIGHTS_EVENTS_ORIGIN, INSIGHTS_SCRIPT_URL} from '../plugins/search/settings';
import {allowedInlineScriptHashes} from '../plugins/host-config/inlineScripts';
import {feedbackSourceIn} from '../config/feedback';

const siteDir = path.resolve(__dirname, '..');
export const buildDir = path.join(siteDir, 'build');

/**
 * Extra CSP connect-src hosts the build needs: the Algolia application's hosts when
 * the site was built with Algolia as its search provider (its pages preconnect to the
 * app's DSN host; the embedded index's placeholder app id, EMBEDDED_APP_ID, makes no host).
 */
export function searchHosts(root: string): string[] {
  const home = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const appId = home.match(/https:\/\/([a-z0-9]+)-dsn\.algolia\.net/i)?.[1];
  return appId ? algoliaHosts(appId) : [];
}

/**
 * Algolia Insights, when the build switched it on (ALGOLIA_INSIGHTS=true): its pages then
 * preconnect to the events host (docusaurus.config.ts), and the policy allows exactly the
 * script DocSearch loads and that host.
 */
export function insightsSources(root: string): Pick<BuildFacts, 'scriptSources' | 'connectHosts'> {
  const home = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const host = INSIGHTS_EVENTS_ORIGIN.replaceAll('.', '\\.');
  const on = new RegExp(`<link[^>]*\\brel=["']?preconnect["']?[^>]*\\bhref=["']?${host}`).test(home);
  return on ? {scriptSources: [INSIGHTS_SCRIPT_URL], connectHosts: [INSIGHTS_EVENTS_ORIGIN]} : {scriptSources: [], connectHosts: []};
}

/**
 * The feedback endpoint, when the build has one (FEEDBACK_URL, config/feedback.ts):
 * its pages name it in a meta tag, and the policy allows exactly that endpoint.
 */
export function feedbackHosts(root: string): string[] {
  const endpoint = feedbackSourceIn(fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
  return endpoint ? [endpoint] : [];
}

/** What the headers of the build under `root` depend on (its inline scripts were checked when it was built: plugins/host-config). */
export function buildFacts(root: string): BuildFacts {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} holds no built site (index.html is missing). Run \`npm run build\` first.`);
  }
  const insights = insightsSources(root);
  return {
    scriptHashes: allowedInlineScriptHashes(),
    connectHosts: [...searchHosts(root), ...(insights.connectHosts ?? []), ...feedbackHosts(root)],
    scriptSources: insights.scriptSources,
  };
}

/** A double-quoted nginx string; refuses what nginx would read as a variable, an escape or the string's end. */
function quoted(value: string, what: string, source = 'deploy/site-rules.ts: '): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`${source}${what} contains a character nginx cannot take in a quoted string: ${value}`);
  return `"${value}"`;
}

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

function sitePath(value: string, what: string): string {
  if (!/^\/[\w./-]*$/.test(value) || value.startsWith('//'))
    throw new Error(`deploy/site-rules.ts: ${what} is not a plain path on this site: ${value}`);
  return value;
}

/** security-headers.conf: every security header, each with why it is sent. */
export function renderSecurityHeaders(headers: Header[]): string {
  return headers.map(({name, value, why}) => `# ${why}\nadd_header ${name} ${quoted(value, name)} always;\n`).join('');
}

/** The extensions a mime.types file maps, with their media type. */
export function mimeTypesOf(file: string | undefined): Map<string, string> {
  const text = file ? fs.readFileSync(file, 'utf8') : '';
  return new Map(
    [...text.matchAll(/^\s*([\w.+-]+\/[\w.+-]+)\s+([^;]+);/gm)].flatMap(([, type, extensions]) =>
      extensions
        .trim()
        .split(/\s+/)
        .map((extension) => [extension, type] as const),
    ),
  );
}

/**
 * The content types of deploy/site-rules.ts that mime.types (`known`) lacks or maps otherwise, in a
 * `types` block after it (a later entry wins; naming one again makes nginx warn). Their charset comes
 * from `charset utf-8` and `charset_types` in the server block.
 */
export function renderTypes(types: ContentType[], known: Map<string, string>): string {
  const entries = types
    .filter(({extension, mediaType}) => known.get(extension) !== mediaType)
    .map(({extension, mediaType, why}) => {
      if (!/^[\w.-]+$/.test(extension) || !/^[\w.+-]+\/[\w.+-]+$/.test(mediaType))
        throw new Error(`deploy/site-rules.ts: content type ${mediaType} for .${extension} is not one nginx can take`);
      return `    # ${why}\n    ${mediaType} ${extension};\n`;
    });
  return entries.length ? `types {\n${entries.join('')}}\n` : '';
}

/** The variable that holds the X-Robots-Tag of the requested file's type (renderRobotsMap). */
const robotsVariable = '$robots_tag';

/** An http-level `map` from the request's file ending to its X-Robots-Tag (empty: nginx sends none). */
export function renderRobotsMap(types: ContentType[]): string {
  const entries = types.flatMap(({extension, robots}) => {
    if (!robots) return [];
    if (!/^[\w-]+$/.test(extension)) throw new Error(`deploy/site-rules.ts: .${extension} cannot be matched by the robots rule`);
    return [`    # ${robots.why}\n    "~\\.${extension}$" ${quoted(robots.value, 'X-Robots-Tag')};\n`];
  });
  return `map $uri ${robotsVariable} {\n    default "";\n${entries.join('')}}\n`;
}

/** The nginx variable that holds `header`'s value for answers under /assets/ (see renderDocumentHeaderMaps). */
const assetAnswerVariable = (header: Header) => `$asset_answer_${header.name.toLowerCase().replaceAll('-', '_')}`;

/**
 * The headers that act on documents only, for answers under /assets/: empty (so nginx
 * sends no such header) when the answer is the file, their value when it is not (an
 * error or a redirect), which is a document. http-level `map`s, keyed by status.
 */
export function renderDocumentHeaderMaps(documentOnlyHeaders: Header[]): string {
  return documentOnlyHeaders
    .map(
      (header) =>
        `map $status ${assetAnswerVariable(header)} {\n${hashedFileStatuses.map((status) => `    ${status} "";\n`).join('')}` +
        `    default ${quoted(header.value, header.name)};\n}\n`,
    )
    .join('');
}

/** The server block's locations: host files, hashed files, moved pages and one not-found page per locale. */
export function renderLocations(headersFile: string, hashedFileHeadersFile: string, documentOnlyHeaders: Header[]): string {
  const everythingElse = quoted(cacheControl.everythingElse.value, 'Cache-Control');
  const common = [
    `include ${headersFile};`,
    `add_header Cache-Control ${everythingElse} always;`,
    `add_header X-Robots-Tag ${robotsVariable} always;`,
  ];
  const location = (match: string, comment: string, lines: string[]) =>
    `# ${comment}\nlocation ${match} {\n${lines.map((line) => `    ${line}\n`).join('')}}\n`;
  const [defaultNotFound] = notFoundPages.slice(-1);
  const blocks = [
    ...hostConfigFiles.map((file) =>
      location(`= /${file}`, 'Configuration of static hosts, not a page.', [
        ...common,
        `error_page 404 ${defaultNotFound.page};`,
        'return 404;',
      ]),
    ),
    ...hashedFileFolders.map(({pathPrefix, notFoundPage}) =>
      location(`${sitePath(pathPrefix, 'hashed files')}`, cacheControl.hashedFiles.why, [
        '# A missing file is answered by the not-found page, with the locations and headers of pages.',
        `include ${hashedFileHeadersFile};`,
        '# Any other answer that is not the file (405, 416, a redirect) is a document: the document headers too.',
        ...documentOnlyHeaders.map((header) => `add_header ${header.name} ${assetAnswerVariable(header)} always;`),
        '# Without `always`: only answers with the file (200, 206, 304) are cached; a missing one gets the not-found page.',
        `add_header Cache-Control ${quoted(cacheControl.hashedFiles.value, 'Cache-Control')};`,
        `error_page 404 ${notFoundPage};`,
        'try_files $uri =404;',
      ]),
    ),
    ...redirects.map(({from, to, status}) =>
      location(`= ${sitePath(from, 'redirect source')}`, 'Moved page.', [
        ...common,
        `return ${status} ${sitePath(to, 'redirect target')}$is_args$args;`,
      ]),
    ),
    ...notFoundPages.flatMap(({pathPrefix, page, ownPath}) => [
      location(`= ${sitePath(ownPath, 'not-found path')}`, 'The not-found page answers 404 at its own path too.', [
        ...common,
        `error_page 404 ${page};`,
        'return 404;',
      ]),
      location(sitePath(pathPrefix, 'locale prefix'), `Pages under ${pathPrefix}; anything else gets ${page}.`, [
        ...common,
        `error_page 404 ${page};`,
        'try_files $uri $uri/index.html $uri.html =404;',
      ]),
    ]),
  ];
  return blocks.join('\n').replace(/^(?=.)/gm, '    ');
}

/** Writes a complete nginx configuration for `root` into `outDir`; returns the nginx.conf path. */
export function renderConfig({root, port, outDir, host}: {root: string; port: number; outDir: string; host?: string}): string {
  const listen = listenAddresses(host).map((address) => `listen ${address}:${port};`);
  const facts = buildFacts(root);
  fs.mkdirSync(outDir, {recursive: true});
  const headersFile = path.join(outDir, 'security-headers.conf');
  fs.writeFileSync(
    headersFile,
    `# Generated by scripts/nginx.ts from deploy/site-rules.ts.\n${renderSecurityHeaders(securityHeaders(facts))}`,
  );
  const forFiles = new Set(hashedFileHeaders(facts).map((h) => h.name));
  const documentOnlyHeaders = securityHeaders(facts).filter((h) => !forFiles.has(h.name));
  const hashedFileHeadersFile = path.join(outDir, 'hashed-file-headers.conf');
  fs.writeFileSync(
    hashedFileHeadersFile,
    `# Generated by scripts/nginx.ts from deploy/site-rules.ts.\n${renderSecurityHeaders(hashedFileHeaders(facts))}`,
  );
  const server = fs
    .readFileSync(path.join(siteDir, 'deploy', 'nginx.conf.template'), 'utf8')
    .replaceAll('__ROOT__', quoted(root, 'the served folder', 'nginx: '))
    .replace('__LISTEN__', listen.join('\n    '))
    .replaceAll('__SECURITY_HEADERS__', headersFile)
    .replaceAll('__CONTENT_TYPES__', [...new Set(contentTypes.map((t) => t.mediaType))].join(' '))
    .replaceAll('__PAGE_CACHE_CONTROL__', cacheControl.everythingElse.value)
    .replaceAll('__HTML_REDIRECT_STATUS__', String(htmlPathRedirect.status))
    .replaceAll('__SLASH_REDIRECT_STATUS__', String(repeatedSlashRedirect.status))
    .replace('__LOCATIONS__', renderLocations(headersFile, hashedFileHeadersFile, documentOnlyHeaders));
  const mimeTypes = ['/etc/nginx/mime.types'].find((f) => fs.existsSync(f));
  const worker = workerUser(root);
  const user = worker ? `user ${worker};\n` : '';
  const conf = `# Generated by scripts/nginx.ts
${user}worker_processes 1;
pid ${path.join(outDir, 'nginx.pid')};
error_log ${path.join(outDir, 'error.log')} warn;
daemon off;
events { worker_connections 256; }
http {
    ${mimeTypes ? `include ${mimeTypes};` : ''}
${renderTypes(contentTypes, mimeTypesOf(mimeTypes)).replace(/^(?=.)/gm, '    ')}    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${outDir}/body;
    proxy_temp_path ${outDir}/proxy;
    fastcgi_temp_path ${outDir}/fastcgi;
    uwsgi_temp_path ${outDir}/uwsgi;
    scgi_temp_path ${outDir}/scgi;
    sendfile on;
${renderDocumentHeaderMaps(documentOnlyHeaders).replace(/^(?=.)/gm, '    ')}
${renderRobotsMap(contentTypes).replace(/^(?=.)/gm, '    ')}
${server.replace(/^/gm, '    ')}
}
`;
  const confFile = path.join(outDir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  return confFile;
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
      // A home page nginx cannot answer with (buildFacts found index.html): its worker may not read the folder.
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
    console.error('Usage: tsx scripts/nginx.ts render <outDir> [port] | serve [port]');
    process.exit(2);
  }
}
