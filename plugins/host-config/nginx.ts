/**
 * The nginx configuration of a built site, from deploy/site-rules.ts, nginx.conf.template and the
 * facts the build recorded (readBuildFacts): what tests/hosts/nginx.ts serves a build with.
 */
import fs from 'node:fs';
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
  type ContentType,
  type Header,
} from '../../deploy/site-rules';
import {readBuildFacts} from '.';

/** A double-quoted nginx string; refuses what nginx would read as a variable, an escape or the string's end. */
function quoted(value: string, what: string, source = 'deploy/site-rules.ts: '): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`${source}${what} contains a character nginx cannot take in a quoted string: ${value}`);
  return `"${value}"`;
}

function sitePath(value: string, what: string): string {
  if (!/^\/[\w./-]*$/.test(value) || value.startsWith('//'))
    throw new Error(`deploy/site-rules.ts: ${what} is not a plain path on this site: ${value}`);
  return value;
}

/** The extensions a mime.types file maps, with their media type. */
export function mimeTypesOf(file: string | undefined): Map<string, string> {
  const text = file ? fs.readFileSync(file, 'utf8') : '';
  const types = new Map<string, string>();
  for (const [, type, extensions] of text.matchAll(/^\s*([\w.+-]+\/[\w.+-]+)\s+([^;]+);/gm))
    for (const extension of extensions.trim().split(/\s+/)) types.set(extension, type);
  return types;
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
  const statuses = hashedFileStatuses.map((status) => `    ${status} "";\n`).join('');
  return documentOnlyHeaders
    .map((header) => `map $status ${assetAnswerVariable(header)} {\n${statuses}    default ${quoted(header.value, header.name)};\n}\n`)
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
  const notFound = (page: string) => [...common, `error_page 404 ${page};`, 'return 404;'];
  const [defaultNotFound] = notFoundPages.slice(-1);
  const blocks = [
    ...hostConfigFiles.map((file) => location(`= /${file}`, 'Configuration of static hosts, not a page.', notFound(defaultNotFound.page))),
    ...hashedFileFolders.map(({pathPrefix, notFoundPage}) =>
      location(sitePath(pathPrefix, 'hashed files'), cacheControl.hashedFiles.why, [
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
      location(`= ${sitePath(ownPath, 'not-found path')}`, 'The not-found page answers 404 at its own path too.', notFound(page)),
      location(sitePath(pathPrefix, 'locale prefix'), `Pages under ${pathPrefix}; anything else gets ${page}.`, [
        ...common,
        `error_page 404 ${page};`,
        'try_files $uri $uri/index.html $uri.html =404;',
      ]),
    ]),
  ];
  return blocks.join('\n').replace(/^(?=.)/gm, '    ');
}

/**
 * Writes a complete nginx configuration for `root` into `outDir`; returns the nginx.conf path. `listen`: its
 * `listen` addresses with port; `user`: the worker's `<user> <group>`, when nginx starts as root.
 */
export function renderConfig({root, listen, user, outDir}: {root: string; listen: string[]; user?: string; outDir: string}): string {
  const facts = readBuildFacts(root);
  fs.mkdirSync(outDir, {recursive: true});
  // Every header, each with why it is sent.
  const writeHeaders = (fileName: string, headers: Header[]) => {
    const file = path.join(outDir, fileName);
    const lines = headers.map(({name, value, why}) => `# ${why}\nadd_header ${name} ${quoted(value, name)} always;\n`);
    fs.writeFileSync(file, `# Generated by plugins/host-config/nginx.ts from deploy/site-rules.ts.\n${lines.join('')}`);
    return file;
  };
  const headersFile = writeHeaders('security-headers.conf', securityHeaders(facts));
  const hashedFileHeadersFile = writeHeaders('hashed-file-headers.conf', hashedFileHeaders(facts));
  const forFiles = new Set(hashedFileHeaders(facts).map((h) => h.name));
  const documentOnlyHeaders = securityHeaders(facts).filter((h) => !forFiles.has(h.name));
  const server = fs
    .readFileSync(path.join(__dirname, 'nginx.conf.template'), 'utf8')
    .replaceAll('__ROOT__', quoted(root, 'the served folder', 'nginx: '))
    .replace('__LISTEN__', listen.map((address) => `listen ${address};`).join('\n    '))
    .replaceAll('__SECURITY_HEADERS__', headersFile)
    .replaceAll('__CONTENT_TYPES__', [...new Set(contentTypes.map((t) => t.mediaType))].join(' '))
    .replaceAll('__PAGE_CACHE_CONTROL__', cacheControl.everythingElse.value)
    .replaceAll('__HTML_REDIRECT_STATUS__', String(htmlPathRedirect.status))
    .replaceAll('__SLASH_REDIRECT_STATUS__', String(repeatedSlashRedirect.status))
    .replace('__LOCATIONS__', renderLocations(headersFile, hashedFileHeadersFile, documentOnlyHeaders));
  const mimeTypes = ['/etc/nginx/mime.types'].find((f) => fs.existsSync(f));
  const conf = `# Generated by plugins/host-config/nginx.ts
${user ? `user ${user};\n` : ''}worker_processes 1;
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
