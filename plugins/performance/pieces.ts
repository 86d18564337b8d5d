/**
 * The pieces of the performance layer: what each is, and the upstream files it
 * depends on, whose hashes `npm run upstream:record` records (README.md in this
 * folder says what each replaces and how to check it after an upgrade). One place
 * for these facts: the upstream contracts (plugins/upstream-contracts), the layer
 * (index.ts) and the benchmark read them.
 */
export interface Piece {
  /** Its folder, whose index.ts is the Docusaurus plugin that applies it; its theme components, in the folder's theme/, come through the theme mechanism (getThemePath), so with the piece off theme-classic's own render. */
  name: string;
  /** "speed": must show its gain in the benchmark's ablation; "fix": corrects an upstream failure. */
  kind: 'speed' | 'fix';
  /**
   * The upstream files the piece replaces, copies, edits or parses the output of, as
   * `<package>/<path>`: its contract (plugins/upstream-contracts). A release that changes
   * one stops the build, naming the piece.
   */
  upstream: readonly string[];
}

const core = (file: string) => `@docusaurus/core/lib/${file}`;
const classic = (file: string) => `@docusaurus/theme-classic/lib/${file}`;
/** A theme-classic component a piece replaces through its own theme/ folder. */
const classicComponent = (component: string) => classic(`theme/${component}/index.js`);

/** In the order the README describes them. */
export const pieces = [
  {
    name: 'start-after-paint',
    kind: 'speed',
    // It rewrites the script tags this template writes into every page.
    upstream: [core('ssg/ssgTemplate.html.js')],
  },
  {
    name: 'client-routes',
    kind: 'speed',
    // What it replaces and generates (preload.js, the route table), and the core files that call them.
    upstream: [
      core('client/preload.js'),
      core('server/codegen/codegenRoutes.js'),
      'react-router-config/modules/matchRoutes.js',
      core('client/clientEntry.js'),
      core('client/serverEntry.js'),
      core('client/PendingNavigation.js'),
      core('client/docusaurus.js'),
      core('client/exports/ComponentCreator.js'),
    ],
  },
  {
    name: 'route-prefetch',
    kind: 'speed',
    // What it replaces (docusaurus.js) and extends, and the core files that call window.docusaurus.
    upstream: [
      core('client/docusaurus.js'),
      core('webpack/plugins/ChunkAssetPlugin.js'),
      core('client/clientEntry.js'),
      core('client/exports/Link.js'),
    ],
  },
  {
    name: 'prism-on-demand',
    kind: 'speed',
    upstream: [
      classic('prism-include-languages.js'),
      classic('index.js'),
      classicComponent('CodeBlock'),
      classicComponent('CodeBlock/Content'),
    ],
  },
  {
    name: 'docsearch-on-demand',
    kind: 'speed',
    upstream: [
      '@docsearch/react/dist/esm/index.js',
      '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
      '@docusaurus/theme-search-algolia/lib/theme/SearchTranslations/index.js',
    ],
  },
  {
    name: 'version-data-without-docs',
    kind: 'speed',
    upstream: [
      '@docusaurus/plugin-content-docs/lib/index.js',
      '@docusaurus/plugin-content-docs/lib/props.js',
      '@docusaurus/plugin-content-docs/lib/globalData.js',
      '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    ],
  },
  {
    name: 'history-malformed-url',
    kind: 'fix',
    upstream: ['history/esm/history.js', 'history/cjs/history.js'],
  },
  {
    name: 'lean-theme-components',
    kind: 'speed',
    upstream: [classicComponent('BlogPostItem/Header/Authors')],
  },
] as const satisfies readonly Piece[];
