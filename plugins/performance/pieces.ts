/**
 * The pieces of the performance layer: what each is, and the upstream files it
 * depends on, whose hashes `npm run upstream:record` records (README.md in this
 * folder says what each replaces and how to check it after an upgrade). One place
 * for these facts: the upstream contracts (plugins/upstream-contracts), the layer
 * (index.ts) and the benchmark read them.
 */
import path from 'node:path';
import type {PieceName} from './switch';

export interface Piece {
  name: PieceName;
  /** "speed": must show its gain in the benchmark's ablation; "fix": corrects an upstream failure. */
  kind: 'speed' | 'fix';
  /**
   * The upstream files the piece replaces, copies, edits or parses the output of, as
   * `<package>/<path>`: its contract (plugins/upstream-contracts). A release that changes
   * one stops the build, naming the piece.
   */
  upstream: readonly string[];
  /**
   * The Docusaurus plugin that applies it. A piece's theme components are in its folder's theme/ and come through the theme mechanism (the plugin's
   * getThemePath): with the piece off, theme-classic's own components render.
   */
  plugin: string;
  /** DocSearch's modal as the piece wraps the search plugin's: the search plugin points `@docsearch/react/modal` here (its `modal` option). */
  searchModal?: string;
}

const core = (file: string) => `@docusaurus/core/lib/${file}`;
const classic = (file: string) => `@docusaurus/theme-classic/lib/${file}`;
const plugin = (name: string) => path.join(__dirname, name, 'index.ts');
/** A theme-classic component a piece replaces through its own theme/ folder. */
const classicComponent = (component: string) => classic(`theme/${component}/index.js`);

export const pieces: readonly Piece[] = [
  {
    name: 'start-after-paint',
    kind: 'speed',
    // It rewrites the script tags this template writes into every page.
    upstream: [core('ssg/ssgTemplate.html.js')],
    plugin: plugin('start-after-paint'),
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
    plugin: plugin('client-routes'),
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
    plugin: plugin('route-prefetch'),
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
    plugin: plugin('prism-on-demand'),
  },
  {
    name: 'docsearch-on-demand',
    kind: 'speed',
    upstream: [
      '@docsearch/react/dist/esm/index.js',
      '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
      '@docusaurus/theme-search-algolia/lib/theme/SearchTranslations/index.js',
    ],
    plugin: plugin('docsearch-on-demand'),
    searchModal: path.join(__dirname, 'docsearch-on-demand', 'client', 'Modal.tsx'),
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
    plugin: plugin('version-data-without-docs'),
  },
  {
    name: 'history-malformed-url',
    kind: 'fix',
    upstream: ['history/esm/history.js', 'history/cjs/history.js'],
    plugin: plugin('history-malformed-url'),
  },
  {
    name: 'lean-theme-components',
    kind: 'speed',
    upstream: [classicComponent('BlogPostItem/Header/Authors')],
    plugin: plugin('lean-theme-components'),
  },
];
