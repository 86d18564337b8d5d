/**
 * What every host of the built site must answer: one row per request, checked against nginx
 * (tests/hosts/nginx.ts) and the Cloudflare Pages runtime (tests/hosts/pages-dev.ts) alike by
 * tests/hosts/hosts.test.ts. Expected values come from deploy/site-rules.ts, the definition both
 * hosts' configurations are generated from. Where a host must answer otherwise, its row says
 * so (`nginx: {…}` or `pages: {…}`: the fields that differ) and why.
 */
import {
  cacheControl,
  contentTypes,
  contentTypeValue,
  hostConfigFiles,
  htmlPathRedirect,
  notFoundPages,
  redirects,
  repeatedSlashRedirect,
} from '../../deploy/site-rules';
import {offsitePaths} from '../fixtures/offsite-paths';

export const hostNames = ['nginx', 'pages'] as const;
export type HostName = (typeof hostNames)[number];

/** Facts of the build under test that some paths depend on. */
export interface Site {
  /** The hashed main script of the English pages, `/assets/js/main.<hash>.js`. */
  mainScript: string;
  /** The German home page's social image (og:image), a path. */
  socialImage: string;
  /** The hashed stylesheet of the German pages, `/de/assets/css/styles.<hash>.css`: German pages have their own hashed files. */
  germanStylesheet: string;
}

export interface Request {
  method?: 'GET' | 'POST';
  /** Sent exactly as written: no URL parser turns `\` into `/` or `//host` into another host. */
  path: string | ((site: Site) => string);
  headers?: Record<string, string>;
  /** Sends `If-None-Match` with the ETag the same path answers a plain GET with. */
  revalidate?: true;
}

/**
 * The headers of deploy/site-rules.ts an answer carries: `document`, every security header
 * (securityHeaders); `hashed-file`, only those that act on a fetched file (hashedFileHeaders),
 * none of the others. Either way, no header the site withholds (withheldHeaders).
 */
export type HeaderSet = 'document' | 'hashed-file';

export interface Expected {
  /** One status, or the statuses that are all right (for the attempts to leave the site). */
  status: number | readonly number[];
  /** The exact Location; `on-site`: none, or a path on this site (never `//`, `/\`, `/%2F`, `/%5C`); `null`: none. */
  location?: string | 'on-site' | null;
  headers?: HeaderSet;
  /** `null`: no Cache-Control at all. */
  cacheControl?: string | null;
  contentType?: string;
  /** The body is this file of the build, byte for byte (a not-found page). */
  body?: string;
}

/** Where one host answers otherwise: the fields that differ (undefined: not checked there), and why. */
export type Difference = Partial<Expected> & {why: string};

export interface Row {
  what: string;
  request: Request;
  expect: Expected;
  nginx?: Difference;
  pages?: Difference;
}

const {hashedFiles, everythingElse} = cacheControl;
const notFoundPage = (prefix: string) => notFoundPages.find((p) => p.pathPrefix === prefix)!.page;
const englishNotFound = notFoundPage('/');
const germanNotFound = notFoundPage('/de/');
const contentTypeOf = (extension: string) => contentTypeValue(contentTypes.find((t) => t.extension === extension)!);

/** A 404 on Pages: its asset server replaces the Cache-Control of every 404 after applying `_headers`. */
const pagesNotFound: Difference = {
  cacheControl: 'no-store',
  why:
    'Pages replaces the Cache-Control of every 404 with `no-store`, after the `_headers` rules (its asset server), so a ' +
    'not-found answer is never stored at all. Stricter than no-cache, and nothing in `_headers` can change it.',
};

/** A hashed file on Pages: `_headers` cannot tell it from the not-found page answered at its path. */
const pagesAssetHeaders: Difference = {
  headers: 'document',
  why:
    '`_headers` rules match paths, not statuses: /assets/* cannot tell a file from the not-found page answered for a ' +
    'missing one, so every answer there keeps every security header (HTTP/2 and HTTP/3 header compression sends ' +
    'the repeated values once per connection).',
};

/** A page (or unhashed file) answered with 200. */
const page = (what: string, path: Request['path'], extra: Partial<Expected> = {}): Row => ({
  what,
  request: {path},
  expect: {status: 200, headers: 'document', cacheControl: everythingElse.value, ...extra},
});

const notFound = (what: string, path: string, body: string): Row => ({
  what,
  request: {path},
  expect: {status: 404, headers: 'document', cacheControl: everythingElse.value, body},
  pages: pagesNotFound,
});

const redirect = (what: string, path: string, location: string, status: number): Row => ({
  what,
  request: {path},
  expect: {status, location, headers: 'document', cacheControl: everythingElse.value},
});

export const rows: Row[] = [
  // Pages, at their paths.
  page('the English home page', '/'),
  page('the German home page', '/de/'),
  page('the German home page without its trailing slash', '/de'),
  page('a folder page at its path, without a redirect to a trailing slash', '/docs/srb'),
  page('a German folder page at its path', '/de/docs/srb'),
  page('a folder page with a trailing slash (SPEC names /docs/ so)', '/docs/'),
  page('the social image of the German pages, as PNG', (site) => site.socialImage, {contentType: 'image/png'}),

  // Text files: the content types of deploy/site-rules.ts, in UTF-8.
  page('robots.txt as UTF-8 text', '/robots.txt', {contentType: contentTypeOf('txt')}),
  page('llms.txt as UTF-8 text', '/llms.txt', {contentType: contentTypeOf('txt')}),
  page('the Markdown version of a page', '/docs/srb.md', {contentType: contentTypeOf('md')}),
  page('the Markdown version of a German page', '/de/docs/srb.md', {contentType: contentTypeOf('md')}),

  // Revalidation.
  {
    what: 'a page revalidated with its ETag',
    request: {path: '/', revalidate: true},
    expect: {status: 304, headers: 'document', cacheControl: everythingElse.value},
  },

  // .html paths (SPEC §1).
  ...(
    [
      ['/index.html', '/'],
      ['/imprint.html', '/imprint'],
      ['/docs/index.html', '/docs'],
      ['/docs/srb.html', '/docs/srb'],
      ['/de/imprint.html?x=1', '/de/imprint?x=1'],
      ['/de/index.html', '/de'],
    ] as const
  ).map(([from, to]) => redirect(`an .html path answers with the bare path`, from, to, htmlPathRedirect.status)),

  // Moved pages, in every locale; the query stays.
  ...redirects.flatMap(({from, to, status}) => [redirect('a moved page', from, to, status), page('the moved page’s new address', to)]),
  redirect('a moved page keeps the query', `${redirects[0].from}?x=1`, `${redirects[0].to}?x=1`, redirects[0].status),

  // Not found: one page per locale, also at its own path; the hosts' configuration files are not served.
  notFound('an unknown path gets the English not-found page', '/no/such/page', englishNotFound),
  notFound('an unknown German path gets the German not-found page', '/de/gibt/es/nicht', germanNotFound),
  ...notFoundPages.map(({ownPath, page: file}) => notFound('the not-found page answers 404 at its own path', ownPath, file)),
  // `_redirects` sends them to the not-found page on Pages (production never uploads `_headers` and `_redirects`).
  ...hostConfigFiles.map((file) => notFound('a host configuration file is not served', `/${file}`, englishNotFound)),
  notFound('an address whose escapes are not UTF-8 gets the not-found page', '/docs/srb/%E0%A4', englishNotFound),
  {
    ...notFound('an address with a cut-off escape gets the not-found page', '/docs/srb/%A', englishNotFound),
    nginx: {
      status: 400,
      body: undefined,
      why: 'nginx refuses a request line with a cut-off percent escape (400, its own error page), before any rule.',
    },
  },

  // Hashed files under /assets/: only existing ones are cached for a year.
  {
    what: 'a hashed file: a year of caching, and only the headers that act on a fetched file',
    request: {path: (site) => site.mainScript},
    expect: {status: 200, headers: 'hashed-file', cacheControl: hashedFiles.value},
    pages: pagesAssetHeaders,
  },
  {
    what: 'a hashed file, compressed',
    request: {path: (site) => site.mainScript, headers: {'Accept-Encoding': 'gzip'}},
    expect: {status: 200, headers: 'hashed-file', cacheControl: hashedFiles.value},
    pages: pagesAssetHeaders,
  },
  {
    what: 'a hashed file revalidated with its ETag',
    request: {path: (site) => site.mainScript, revalidate: true},
    expect: {status: 304, headers: 'hashed-file', cacheControl: hashedFiles.value},
    pages: pagesAssetHeaders,
  },
  {
    what: 'a hashed file of the German pages (under /de/assets/): a year of caching too',
    request: {path: (site) => site.germanStylesheet},
    expect: {status: 200, headers: 'hashed-file', cacheControl: hashedFiles.value},
    pages: pagesAssetHeaders,
  },
  notFound('a missing hashed file of the German pages gets the German not-found page', '/de/assets/css/styles.0000000.css', germanNotFound),
  notFound('a missing hashed file gets the not-found page, not cached', '/assets/js/main.0000000.js', englishNotFound),
  notFound('another missing file under /assets/', '/assets/does-not-exist.js', englishNotFound),
  {
    what: 'a POST to a hashed file is refused, as a document',
    request: {path: (site) => site.mainScript, method: 'POST'},
    expect: {status: 405, headers: 'document', cacheControl: everythingElse.value},
    nginx: {
      cacheControl: null,
      why:
        'In /assets/ nginx adds the year of caching only to answers with the file, and a location with headers of its ' +
        'own inherits none of the server’s, so a 405 there has no Cache-Control. A browser never stores the answer to a POST.',
    },
    pages: {
      cacheControl: hashedFiles.value,
      why: '`_headers` rules match paths, not statuses: /assets/* gives every answer there the year of caching. A browser never stores the answer to a POST.',
    },
  },
  {
    what: 'a POST to a page is refused',
    request: {path: '/', method: 'POST'},
    expect: {status: 405, headers: 'document', cacheControl: everythingElse.value},
  },

  // Repeated slashes.
  ...(
    [
      ['/de//docs/srb', '/de/docs/srb', '/de//docs/srb/'],
      ['//docs//srb?x=1', '/docs//srb?x=1', '/docs//srb/?x=1'],
      ['/docs//srb?x=1', '/docs/srb?x=1', '/docs//srb/?x=1'],
    ] as const
  ).map(([from, to, onPages]): Row => ({
    ...redirect('a path with repeated slashes answers with single slashes', from, to, repeatedSlashRedirect.status),
    pages: {
      status: 308,
      location: onPages,
      why:
        '`_redirects` cannot match repeated slashes. Pages serves a folder page at its path with a slash, and so ' +
        'redirects there (308), keeping the slashes but never a leading `//`; the browser makes them single before ' +
        'the page starts (src/clientModules/singleSlashPath.ts).',
    },
  })),

  // Pages' own normalisation of paths that no link of the site uses.
  {
    ...page('a folder page’s /index path', '/docs/srb/index'),
    pages: {
      status: 308,
      location: '/docs/srb/',
      why: 'Pages redirects a path ending in /index to its folder; nginx finds `index.html` for it (try_files `$uri.html`).',
    },
  },

  // Attempts to turn a redirect into one to another host.
  ...offsitePaths.map((path): Row => ({
    what: 'a redirect never leads to another host',
    request: {path},
    expect: {status: [301, 404], location: 'on-site'},
  })),
];
