/**
 * The web app's HTTP API: where its description is published and where the reference is
 * served on this site (openapi/README.md; the plugins that make it: plugins/api-reference).
 */
import path from 'node:path';

const product = 'web';
const docsId = `${product}-api`;
/** Where `npm run api:generate` writes; a test points it at a temporary folder to compare (API_REFERENCE_OUT). */
const out = process.env.API_REFERENCE_OUT ?? '';

export const apiReference = {
  product,
  /** The reference's address on this site. */
  route: `/${product}-api`,
  /** The API host, which publishes the description (`npm run api:refresh`, https only) at descriptionPath. */
  host: process.env.API_HOST ?? 'https://api.dyce.cloud',
  descriptionPath: '/swagger/v1/swagger.json',
  /** A larger download is cut off and refused; the snapshot is about 20 KB. */
  maxDescriptionBytes: 5 * 1024 * 1024,
  /** The committed snapshot of that description (openapi/README.md). */
  specFile: `openapi/${product}.json`,
  /** The docs instance that renders the reference, its folder, the operation pages in it and their German twins (committed). */
  docsId,
  // The generator names the sidebar's pages relative to docsDir, so docsDir follows `out` too.
  docsDir: path.posix.join(out, `api/${docsId}`),
  outputDir: path.posix.join(out, `api/${docsId}/reference`),
  germanDir: path.posix.join(out, `i18n/de/docusaurus-plugin-content-docs-${docsId}/current/reference`),
} as const;
