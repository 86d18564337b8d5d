/**
 * The web app's HTTP API: where its description is published and where the
 * reference is served on this site. The one place for the API host.
 */
export const apiReference = {
  /** Product whose API is documented; the reference lives at /<product>-api. */
  product: 'web',
  route: '/web-api',
  host: process.env.API_HOST ?? 'https://api.dyce.cloud',
} as const;
