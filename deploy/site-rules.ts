/**
 * How the built site is served: the one definition of its response headers,
 * content types, caching, not-found pages and redirects. Every host's configuration is
 * generated from it (plugins/host-config): nginx's (nginx.ts, used in production-like serving
 * and by every end-to-end test) and the `_headers` / `_redirects` files that
 * Cloudflare Pages reads (staticHost.ts).
 * tests/unit/site-rules.test.ts checks that all forms carry the same rules.
 */
import {defaultLocale, locales} from '../config/i18n';

/** What the headers depend on in a particular build. */
export interface BuildFacts {
  /** CSP sources (`'sha256-…'`) of the inline scripts the site intends to have. */
  scriptHashes: string[];
  /** Extra hosts the pages fetch from (the search provider's, when it is Algolia). */
  connectHosts: string[];
  /** Extra script URLs the pages load (Algolia Insights' script, only when it is switched on). */
  scriptSources?: string[];
}

export function contentSecurityPolicy({scriptHashes, connectHosts, scriptSources = []}: BuildFacts): string {
  const directives: string[][] = [
    ['default-src', "'self'"],
    // Inline scripts only by hash.
    ['script-src', "'self'", ...scriptHashes, ...scriptSources],
    // React sets inline styles, and diagrams carry their own <style> (plugins/diagrams).
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connectHosts],
    // The search index's worker is a file of the site (plugins/search/client/embedded/worker.ts).
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Sent with every response: pages, files, redirects and not-found answers alike; `why` is written next to each in every generated form. */
export function securityHeaders(build: BuildFacts) {
  return [
    {
      name: 'Content-Security-Policy',
      value: contentSecurityPolicy(build),
      why: 'Scripts only from the site itself and the inline scripts it intends to have; no plugins, no framing, no foreign form targets.',
    },
    {
      name: 'Strict-Transport-Security',
      value: 'max-age=31536000; includeSubDomains',
      why: 'Browsers use HTTPS only for a year, subdomains included. It takes effect where TLS ends; browsers ignore it over plain http.',
    },
    {name: 'X-Content-Type-Options', value: 'nosniff', why: 'Browsers use each file only as the type it is served as.'},
    {
      name: 'Referrer-Policy',
      value: 'strict-origin-when-cross-origin',
      why: 'Other sites learn only the origin a reader came from, never the page.',
    },
    {name: 'X-Frame-Options', value: 'DENY', why: 'No framing (clickjacking) in browsers that ignore frame-ancestors.'},
    {
      name: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=()',
      why: 'The site uses none of these browser features, so nothing on it may.',
    },
    {
      name: 'Cross-Origin-Opener-Policy',
      value: 'same-origin',
      why: 'Pages share no browsing context with windows of other sites they open or are opened by.',
    },
    {
      name: 'Cross-Origin-Resource-Policy',
      value: 'same-origin',
      why: 'Other sites cannot embed the files of this site; its own scripts, styles, fonts and images are all same-origin.',
    },
  ];
}

/**
 * Headers the site never sends, though a host may add them of its own accord: each host's
 * configuration removes them. Cloudflare Pages answers everything with
 * `Access-Control-Allow-Origin: *` unless `_headers` detaches it; nginx never adds it.
 */
export const withheldHeaders: {name: string; why: string}[] = [
  {
    name: 'Access-Control-Allow-Origin',
    why:
      'No other site may read the files of this site from its scripts, nor use its fonts: Cross-Origin-Resource-Policy ' +
      'keeps other sites from embedding them, but a CORS request (fetch(), a web font) needs only this header to succeed.',
  },
];

/**
 * The headers a hashed file (a script, stylesheet, font or image under /assets/) carries:
 * those that govern how a browser uses a file it fetched. The others (the policy, framing,
 * feature and opener rules, HSTS) take effect on documents only; sent with every script they
 * cost about 900 bytes each on a first visit.
 */
export const hashedFileHeaderNames = ['X-Content-Type-Options', 'Referrer-Policy', 'Cross-Origin-Resource-Policy'] as const;

/**
 * Answers under /assets/ that are not a file (a not-found page, an error, a redirect)
 * are documents and carry every security header. nginx tells them apart by status;
 * Cloudflare Pages' `_headers` rules see only the path, so there /assets/ gets them all.
 */
export const hashedFileStatuses = [200, 206, 304] as const;

export function hashedFileHeaders(build: BuildFacts) {
  return securityHeaders(build).filter(({name}) => (hashedFileHeaderNames as readonly string[]).includes(name));
}

export const cacheControl = {
  /** Files whose names carry a content hash (hashedFileFolders). Only existing files get this; a missing one is a not-found answer. */
  hashedFiles: {
    value: 'public, max-age=31536000, immutable',
    why: 'A hashed file never changes: cache it for a year.',
  },
  everythingElse: {
    value: 'no-cache',
    why: 'Pages, unhashed files, redirects and not-found answers are revalidated on every use, so a deploy shows at once.',
  },
} as const;

/**
 * Files that hosts do not know the type of, or would send without a charset: every host
 * serves them as `mediaType; charset=utf-8` (contentTypeValue), and compresses them. `extension`
 * is the file name's ending without the dot; `robots`, the `X-Robots-Tag` for these files:
 * whether search engines may list them.
 */
export const contentTypes = [
  {
    extension: 'md',
    mediaType: 'text/markdown',
    why: 'The Markdown version of each page (plugins/page-markdown), read as UTF-8 text in browsers.',
    robots: {
      value: 'noindex',
      why: 'A second form of a page: search engines list the page itself (or, for examples and the search page, nothing).',
    },
  },
  {
    extension: 'txt',
    mediaType: 'text/plain',
    why: 'llms.txt and llms-full.txt (plugins/page-markdown) and robots.txt, read as UTF-8 text.',
  },
];

export type Header = ReturnType<typeof securityHeaders>[number];
export type ContentType = (typeof contentTypes)[number];

export function contentTypeValue({mediaType}: ContentType): string {
  return `${mediaType}; charset=utf-8`;
}

/** The path prefix of a locale: `/` for the default locale, `/de/` for German. */
export function localePrefix(locale: string): string {
  return locale === defaultLocale ? '/' : `/${locale}/`;
}

/**
 * One not-found page per locale, the most specific prefix first: requests under `pathPrefix` get `page`, and the
 * page's own extensionless path (`ownPath`) must answer 404 too rather than show the page with 200.
 */
export const notFoundPages = locales
  .map(localePrefix)
  .sort((a, b) => b.length - a.length)
  .map((pathPrefix) => ({pathPrefix, page: `${pathPrefix}404.html`, ownPath: `${pathPrefix}404`}));

/**
 * The folders of hashed files: each language's build has its own (`/assets/`, `/de/assets/`),
 * the most specific first, each with its language's not-found page for a missing file.
 */
export const hashedFileFolders = notFoundPages.map(({pathPrefix, page}) => ({pathPrefix: `${pathPrefix}assets/`, notFoundPage: page}));

/** Pages that moved: the old path keeps working, in every locale. */
const movedPages: [from: string, to: string][] = [
  ['docs/msp', 'docs/msp/welcome'],
  ['docs/general/essentials', 'docs/general/essentials/welcome'],
];

export const redirects = locales.flatMap((locale) =>
  movedPages.map(([from, to]) => ({from: localePrefix(locale) + from, to: localePrefix(locale) + to, status: 301 as const})),
);

/**
 * Paths ending in `.html` or `/index.html` answer 301 with the bare path (SPEC §1),
 * but only when the bare path is a path on this site: it must not start with
 * `//` or `/\` (or their percent-encoded forms), which browsers read as another host.
 */
export const htmlPathRedirect = {status: 301} as const;

/**
 * Paths with repeated slashes (`/de//docs/srb`) answer 301 with each run made one slash
 * (src/utils/singleSlashPath.ts does the same in the browser, for hosts that cannot).
 * Served as they are, they would not match their route in the browser, and links built
 * from the address (the language menu's) would start with `//`, another host.
 */
export const repeatedSlashRedirect = {status: 301} as const;

/** Configuration files of the hosts in build/ (plugins/host-config writes them); never served as pages. */
export const hostConfigFiles = ['_headers', '_redirects', '_host-config.json'] as const;
