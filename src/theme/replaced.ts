/**
 * The theme components here that replace an upstream component instead of
 * wrapping it (@theme-original), each with the upstream file it replaces (its
 * contract, checked by plugins/upstream-contracts) and why a wrapper, CSS or
 * a plugin cannot do the same. Every other component in this folder wraps.
 * Components that replace an upstream one only for speed are not here: they
 * belong to the pieces of the performance layer (plugins/performance), which
 * provide them through the theme mechanism, so that the layer off renders
 * the theme's own.
 */
export interface ReplacedComponent {
  /** The folder under src/theme. */
  component: string;
  upstream: readonly string[];
  why: string;
}

export const replacedComponents: readonly ReplacedComponent[] = [
  {
    component: 'SearchPage',
    upstream: ['@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js'],
    why: "the theme's page hard-codes an Algolia client; this one asks the site's search client",
  },
];
