import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startScript} from '../../plugins/performance/start-after-paint';
import {
  cacheControl,
  contentTypes,
  contentTypeValue,
  hashedFileFolders,
  hashedFileHeaders,
  notFoundPages,
  redirects,
  securityHeaders,
  withheldHeaders,
} from '../../deploy/site-rules';
import {buildFactsFile, readBuildFacts, type HostConfigOptions} from '../../plugins/host-config';
import {allowedInlineScriptHashes} from '../../plugins/host-config/inlineScripts';
import {mimeTypesOf} from '../../plugins/host-config/nginx';
import {headerRuleCount, redirectRuleCounts, renderHeadersFile, renderRedirectsFile} from '../../plugins/host-config/staticHost';
import {algoliaHosts} from '../../plugins/search/settings';
import {renderConfig} from '../hosts/nginx';
import {offsitePaths} from '../fixtures/offsite-paths';

/** A small built site: home pages, folder pages two levels deep, the not-found pages, the facts its pages reach beyond it. */
function fixtureSite(beyond: HostConfigOptions = {connectHosts: []}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const page = `<html><body><script>${startScript}</script></body></html>`;
  for (const file of [
    'index.html',
    '404.html',
    'de/index.html',
    'de/404.html',
    'docs/index.html',
    'docs/srb/index.html',
    'de/docs/srb/index.html',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), page);
  }
  fs.writeFileSync(path.join(dir, buildFactsFile), JSON.stringify({scriptHashes: allowedInlineScriptHashes(), ...beyond}));
  return dir;
}

const root = fixtureSite();
const facts = readBuildFacts(root);
const expected = new Map(securityHeaders(facts).map((h) => [h.name, h.value]));

function nginxForm() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-'));
  const conf = fs.readFileSync(renderConfig({root, port: 4000, outDir: out}), 'utf8');
  const headersConf = fs.readFileSync(path.join(out, 'security-headers.conf'), 'utf8');
  const addHeaders = (text: string) => new Map([...text.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(([, n, v]) => [n, v]));
  const headers = addHeaders(headersConf);
  const assetsInclude = conf.match(/location \/assets\/ \{[^}]*include (\S+);/)?.[1];
  const assetHeaders = addHeaders(fs.readFileSync(assetsInclude!, 'utf8'));
  // Headers of the /assets/ location whose value an http-level `map $status` chooses.
  const assetsBlock = conf.match(/location \/assets\/ \{[^}]*\}/)![0];
  const maps = new Map(
    [...conf.matchAll(/map \$status (\$\w+) \{([^}]*)\}/g)].map(([, variable, body]) => [
      variable,
      new Map([...body.matchAll(/^\s*(\S+) "([^"]*)";$/gm)].map(([, key, value]) => [key, value])),
    ]),
  );
  /** The headers nginx sends under /assets/ with `status` (an empty value is not sent). */
  const assetAnswerHeaders = (status: number) => {
    const headers = new Map(assetHeaders);
    for (const [, name, variable] of assetsBlock.matchAll(/add_header (\S+) (\$\w+) always;/g)) {
      const map = maps.get(variable)!;
      const value = map.get(String(status)) ?? map.get('default')!;
      if (value !== '') headers.set(name, value);
    }
    return headers;
  };
  const redirectRules = [...conf.matchAll(/location = (\S+) \{[^}]*return (301) (\S+)\$is_args\$args;/g)].map(
    ([, from, status, to]) => `${from} ${to} ${status}`,
  );
  const notFoundOwnPaths = [...conf.matchAll(/location = (\S+) \{[^}]*return 404;/g)].map(([, p]) => p);
  /** The Cache-Control of existing files in a hashed-file folder (`/assets/`, `/de/assets/`). */
  const assetsCache = (prefix: string) =>
    conf.match(new RegExp(`location ${prefix.replaceAll('/', '\\/')} \\{[^}]*add_header Cache-Control "([^"]+)";`))?.[1];
  /** The not-found page a missing file of the folder gets. */
  const assetsNotFound = (prefix: string) =>
    conf.match(new RegExp(`location ${prefix.replaceAll('/', '\\/')} \\{[^}]*error_page 404 (\\S+);`))?.[1];
  const pagesCache = conf.match(/location \/ \{[^}]*add_header Cache-Control "([^"]+)" always;/)?.[1];
  // mime.types, then the `types` block after it (a later entry wins), and the types that get a charset and compression.
  const types = new Map([
    ...mimeTypesOf(conf.match(/^\s*include (\S*mime\.types);/m)?.[1]),
    ...[...conf.matchAll(/^\s*types \{([^}]*)\}/gm)]
      .flatMap(([, body]) => [...body.matchAll(/^\s*([\w.+-]+\/[\w.+-]+) ([\w. -]+);$/gm)])
      .flatMap(([, type, extensions]) => extensions.split(' ').map((extension) => [extension, type] as const)),
  ]);
  const listed = (directive: string) => conf.match(new RegExp(`${directive} ([^;]+);`))![1].split(/\s+/);
  const charset = conf.match(/^\s*charset (\S+);/m)?.[1];
  const contentType = (extension: string) => {
    const type = types.get(extension);
    return type && listed('charset_types').includes(type) ? `${type}; charset=${charset}` : type;
  };
  const compressed = (extension: string) => listed('gzip_types').includes(types.get(extension)!);
  // The X-Robots-Tag of a file ending: the `map $uri $robots_tag` entry, sent by the page locations.
  const robotsMap = conf.match(/map \$uri \$robots_tag \{([^}]*)\}/)?.[1] ?? '';
  const pagesLocation = conf.match(/location \/ \{[^}]*\}/)![0];
  const robotsTag = (extension: string) =>
    pagesLocation.includes('add_header X-Robots-Tag $robots_tag always;')
      ? new RegExp(`"~\\\\\\.${extension}\\$" "([^"]*)";`).exec(robotsMap)?.[1]
      : undefined;
  return {
    headers,
    assetHeaders,
    assetAnswerHeaders,
    redirectRules,
    notFoundOwnPaths,
    assetsCache,
    assetsNotFound,
    pagesCache,
    contentType,
    compressed,
    robotsTag,
  };
}

function staticHostForm() {
  const blocks = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of renderHeadersFile(facts).split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) blocks.set(line, (current = []));
    else current.push(line.trim());
  }
  const pairs = (lines: string[]) => lines.filter((l) => !l.startsWith('!')).map((l) => l.split(/: (.*)/s).slice(0, 2) as [string, string]);
  const all = new Map(pairs(blocks.get('/*')!));
  const assets = blocks.get('/assets/*')!;
  const redirectLines = renderRedirectsFile(root)
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  return {
    /** Headers the `/*` rule detaches (`! Name`) before it sets its own. */
    detached: blocks
      .get('/*')!
      .filter((l) => l.startsWith('!'))
      .map((l) => l.slice(1).trim()),
    headers: new Map([...all].filter(([n]) => n !== 'Cache-Control')),
    pagesCache: all.get('Cache-Control'),
    assetsDetach: (prefix: string) => blocks.get(`${prefix}*`)?.includes('! Cache-Control'),
    assetHeaders: new Map([...all].filter(([n]) => n !== 'Cache-Control' && !assets.includes(`! ${n}`))),
    assetsCache: (prefix: string) => new Map(pairs(blocks.get(`${prefix}*`) ?? [])).get('Cache-Control'),
    /** The Content-Type the rules give a file with this extension (a `/*.ext` rule; Pages' own guess otherwise). */
    contentType: (extension: string) => new Map(pairs(blocks.get(`/*.${extension}`) ?? [])).get('Content-Type'),
    robotsTag: (extension: string) => new Map(pairs(blocks.get(`/*.${extension}`) ?? [])).get('X-Robots-Tag'),
    redirectRules: redirectLines.filter((l) => l.endsWith(' 301') && !l.includes(':') && !l.includes('.html')),
    rewrites: redirectLines.filter((l) => l.endsWith(' 200')),
    htmlRules: redirectLines.filter((l) => l.endsWith(' 301') && (l.includes(':') || l.startsWith('/index.html'))),
    /** Every rule, in its order. */
    rules: redirectLines,
  };
}

test('nginx and _headers send the same security headers as the definition', () => {
  const nginx = nginxForm();
  const host = staticHostForm();
  assert.deepEqual(nginx.headers, expected);
  assert.deepEqual(host.headers, expected);
  for (const name of [
    'Strict-Transport-Security',
    'Cross-Origin-Resource-Policy',
    'X-Frame-Options',
    'Cross-Origin-Opener-Policy',
    'Permissions-Policy',
  ]) {
    assert.ok(expected.has(name), name);
  }
});

test('no host sends a header the site withholds: _headers detaches it everywhere, nginx never adds it', () => {
  assert.deepEqual(
    withheldHeaders.map((h) => h.name),
    ['Access-Control-Allow-Origin'],
  );
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-'));
  const conf = fs.readFileSync(renderConfig({root, port: 4000, outDir: out}), 'utf8');
  const included = fs
    .readdirSync(out)
    .filter((f) => f.endsWith('.conf'))
    .map((f) => fs.readFileSync(path.join(out, f), 'utf8'))
    .join('\n');
  for (const {name} of withheldHeaders) {
    assert.ok(staticHostForm().detached.includes(name), `_headers: /* must detach ${name}`);
    assert.ok(!new RegExp(`add_header ${name}\\b`, 'i').test(conf + included), `nginx adds ${name}`);
  }
});

test('nginx sends hashed files only the headers that act on a fetched file', () => {
  const forFiles = new Map(hashedFileHeaders(facts).map((h) => [h.name, h.value]));
  assert.deepEqual([...forFiles.keys()].sort(), ['Cross-Origin-Resource-Policy', 'Referrer-Policy', 'X-Content-Type-Options']);
  for (const status of [200, 206, 304]) assert.deepEqual(nginxForm().assetAnswerHeaders(status), forFiles, String(status));
});

test('answers under /assets/ that are not a file carry every security header, on nginx and in _headers', () => {
  const nginx = nginxForm();
  // 404 is answered by the not-found page's location; 405, 416 and redirects in /assets/ itself.
  for (const status of [301, 403, 404, 405, 416, 500]) assert.deepEqual(nginx.assetAnswerHeaders(status), expected, String(status));
  // Cloudflare Pages' rules match paths, not statuses: /assets/ keeps every header.
  assert.deepEqual(staticHostForm().assetHeaders, expected);
});

test('nginx and _headers cache the same way', () => {
  const nginx = nginxForm();
  const host = staticHostForm();
  // Each language's build has its hashed files in a folder of its own.
  assert.deepEqual(
    hashedFileFolders.map((f) => f.pathPrefix),
    ['/de/assets/', '/assets/'],
  );
  for (const {pathPrefix, notFoundPage} of hashedFileFolders) {
    assert.equal(nginx.assetsCache(pathPrefix), cacheControl.hashedFiles.value, `nginx ${pathPrefix}`);
    assert.equal(nginx.assetsNotFound(pathPrefix), notFoundPage, `nginx ${pathPrefix}`);
    assert.equal(host.assetsCache(pathPrefix), cacheControl.hashedFiles.value, `_headers ${pathPrefix}`);
    assert.ok(
      host.assetsDetach(pathPrefix),
      '_headers must detach the site-wide Cache-Control before setting its own, or Pages joins both',
    );
  }
  assert.equal(nginx.pagesCache, cacheControl.everythingElse.value);
  assert.equal(host.pagesCache, cacheControl.everythingElse.value);
});

test('nginx and _headers serve the Markdown versions and llms.txt as UTF-8 text, and nginx compresses them', () => {
  const nginx = nginxForm();
  const host = staticHostForm();
  const definition = new Map(contentTypes.map((type) => [type.extension, contentTypeValue(type)]));
  assert.equal(definition.get('md'), 'text/markdown; charset=utf-8');
  assert.equal(definition.get('txt'), 'text/plain; charset=utf-8');
  for (const [extension, value] of definition) {
    assert.equal(nginx.contentType(extension), value, `nginx, .${extension}`);
    assert.ok(nginx.compressed(extension), `nginx compresses .${extension}`);
    assert.equal(host.contentType(extension), value, `_headers, /*.${extension}`);
  }
});

test('nginx and _headers keep the Markdown versions of pages out of search engines, and only them', () => {
  const nginx = nginxForm();
  const host = staticHostForm();
  assert.equal(contentTypes.find((type) => type.extension === 'md')?.robots?.value, 'noindex');
  for (const {extension, robots} of contentTypes) {
    assert.equal(nginx.robotsTag(extension), robots?.value, `nginx, .${extension}`);
    assert.equal(host.robotsTag(extension), robots?.value, `_headers, /*.${extension}`);
  }
  assert.equal(nginx.headers.get('X-Robots-Tag'), undefined, 'pages themselves say it in their <meta name="robots">');
});

test('nginx and _redirects redirect the same moved pages, in every locale', () => {
  const definition = redirects.map(({from, to, status}) => `${from} ${to} ${status}`).sort();
  assert.ok(definition.includes('/docs/msp /docs/msp/welcome 301'));
  assert.ok(definition.includes('/de/docs/general/essentials /de/docs/general/essentials/welcome 301'));
  assert.deepEqual(nginxForm().redirectRules.sort(), definition);
  assert.deepEqual(staticHostForm().redirectRules.sort(), definition);
});

test('both answer 404 at the not-found pages’ own paths', () => {
  const ownPaths = notFoundPages.map((p) => p.ownPath).sort();
  assert.deepEqual(ownPaths, ['/404', '/de/404']);
  assert.deepEqual(
    nginxForm()
      .notFoundOwnPaths.filter((p) => ownPaths.includes(p))
      .sort(),
    ownPaths,
  );
  const rewrites = staticHostForm().rewrites;
  for (const own of ownPaths) {
    const [, target] = rewrites.find((r) => r.startsWith(`${own} `))!.split(' ');
    assert.ok(
      !fs.existsSync(path.join(root, target)) && !fs.existsSync(path.join(root, `${target}.html`)),
      `${own} is rewritten to ${target}, which must not exist`,
    );
  }
});

test('folder pages are served at their path on the static host, as nginx serves them', () => {
  const rewrites = staticHostForm().rewrites;
  for (const page of ['/docs', '/docs/srb', '/de', '/de/docs/srb']) assert.ok(rewrites.includes(`${page} ${page}/ 200`), page);
});

/**
 * Where the static host redirects a request path, matched as Cloudflare Pages matches it: the path as
 * the runtime's URL parser leaves it (`\\` becomes `/`, escapes stay); a rule without placeholders
 * (static) if one is the path, else the first dynamic rule that matches, in their order. Placeholders
 * never span a slash, a splat spans anything. A rewrite (200) is no redirect.
 */
function staticHostRedirect(requestPath: string): string | undefined {
  const pathname = new URL(`https://docs.example.com${requestPath}`).pathname;
  const rules = staticHostForm().rules.map((rule) => rule.split(' '));
  const isDynamic = ([from]: string[]) => /[:*]/.test(from);
  const answer = (to: string, status: string) => (status === '200' ? undefined : to);
  const exact = rules.find((rule) => !isDynamic(rule) && rule[0] === pathname);
  if (exact) return answer(exact[1], exact[2]);
  for (const [from, to, status] of rules.filter(isDynamic)) {
    const pattern = from
      .split('*')
      .map((part) => part.replace(/[.]/g, '\\.').replace(/:([a-z])/g, '(?<$1>[^/]+)'))
      .join('(?<splat>.*)');
    const match = pathname.match(new RegExp(`^${pattern}$`));
    if (match)
      return answer(
        to.replace(/:([a-z])/g, (_, name) => match.groups![name]),
        status,
      );
  }
  return undefined;
}

test('the static host normalises .html paths like nginx, and never to another host', () => {
  assert.equal(staticHostRedirect('/index.html'), '/');
  assert.equal(staticHostRedirect('/de/index.html'), '/de');
  assert.equal(staticHostRedirect('/docs/srb/index.html'), '/docs/srb');
  assert.equal(staticHostRedirect('/de/docs/srb.html'), '/de/docs/srb');
  assert.equal(
    staticHostRedirect('/de/docs/%2Fsrb.html'),
    '/de/docs/%2Fsrb',
    'an encoded slash after the first segment is a path on the site',
  );
  for (const attack of offsitePaths) {
    const target = staticHostRedirect(attack);
    assert.ok(target === undefined || /^\/(?![/\\]|%2f|%5c)/i.test(target), `${attack} → ${target}`);
  }
});

test('with Algolia, connect-src names the configured application’s hosts only, in nginx and _headers alike', () => {
  // As docusaurus.config.ts has the plugin record them for ALGOLIA_APP_ID.
  const algoliaSite = fixtureSite({connectHosts: algoliaHosts('TESTAPPID')});
  const connectSrc = (policy: string) => policy.match(/connect-src ([^;]*)/)![1].split(' ');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-'));
  renderConfig({root: algoliaSite, port: 4000, outDir: out});
  const nginxPolicy = fs.readFileSync(path.join(out, 'security-headers.conf'), 'utf8').match(/Content-Security-Policy "([^"]+)"/)![1];
  const pagesPolicy = renderHeadersFile(readBuildFacts(algoliaSite)).match(/^ {2}Content-Security-Policy: (.*)$/m)![1];
  const appHosts = [
    "'self'",
    'https://testappid-dsn.algolia.net',
    'https://testappid.algolia.net',
    'https://testappid-1.algolianet.com',
    'https://testappid-2.algolianet.com',
    'https://testappid-3.algolianet.com',
  ];
  assert.deepEqual(connectSrc(nginxPolicy), appHosts);
  assert.deepEqual(connectSrc(pagesPolicy), appHosts);
  // The embedded index needs no other host.
  assert.deepEqual(connectSrc(expected.get('Content-Security-Policy')!), ["'self'"]);
});

test('workers come only from the site’s own files, not from blob: or data: URLs', () => {
  const workerSrc = expected
    .get('Content-Security-Policy')!
    .match(/worker-src ([^;]*)/)![1]
    .split(' ');
  assert.deepEqual(workerSrc, ["'self'"]);
});

test('the rules of _redirects and _headers are counted as Pages counts them', () => {
  const redirectsText = [
    '# comment',
    '/docs/msp /docs/msp/welcome 301',
    '',
    '/404 /404/not-found 200',
    '/:a.html /:a 301',
    '/%2F*.html /404/not-found 200',
    '# A rule without placeholders after a dynamic one counts as dynamic.',
    '/late /elsewhere 301',
  ].join('\n');
  assert.deepEqual(redirectRuleCounts(redirectsText), {static: 2, dynamic: 3, longestLine: 68});
  assert.equal(
    headerRuleCount(
      '# /not/a/rule\n/*\n  ! Access-Control-Allow-Origin\n  X-Frame-Options: DENY\n\n/assets/*\n  Cache-Control: no-cache\n',
    ),
    2,
  );
  const rendered = renderRedirectsFile(root);
  const counts = redirectRuleCounts(rendered);
  assert.equal(counts.static + counts.dynamic, rendered.split('\n').filter((l) => l && !l.startsWith('#')).length);
  // A static rule after a dynamic one would count (and run) as dynamic, and Pages warns of it.
  const rules = rendered.split('\n').filter((l) => l && !l.startsWith('#'));
  const isDynamic = (rule: string) => /[*:]/.test(rule.split(' ')[0]);
  assert.ok(
    !rules.slice(rules.findIndex(isDynamic)).some((rule) => !isDynamic(rule)),
    'every static rule comes before the first dynamic one',
  );
  assert.equal(counts.static, rules.filter((rule) => !isDynamic(rule)).length);
  // `/*`, one rule per hashed-file folder, one per content type.
  assert.equal(headerRuleCount(renderHeadersFile(facts)), 1 + hashedFileFolders.length + contentTypes.length);
});
