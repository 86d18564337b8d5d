/**
 * The web app's HTTP API: where its description is published and where the
 * reference is served on this site. The one place for the API host.
 */
const product = 'web';

export const apiReference = {
  /** Product whose API is documented; the reference lives at /<product>-api. */
  product,
  route: `/${product}-api`,
  /** Fetched over https only (`npm run api:refresh` refuses anything else). */
  host: process.env.API_HOST ?? 'https://api.dyce.cloud',
  /** Where the host publishes its OpenAPI description. */
  descriptionPath: '/swagger/v1/swagger.json',
  /** A larger download is cut off and refused; the snapshot is about 20 KB. */
  maxDescriptionBytes: 5 * 1024 * 1024,
  /** The committed snapshot of that description (see openapi/README.md). */
  specFile: `openapi/${product}.json`,
  /** Id and folder of the docs instance that renders the reference. */
  docsId: `${product}-api`,
  docsDir: `api/${product}-api`,
  /** Generated operation pages: a sub-folder of docsDir, never committed. */
  outputDir: `api/${product}-api/reference`,
} as const;
