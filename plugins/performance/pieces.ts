/**
 * The pieces of the performance layer: what each is, and the upstream
 * versions it was written against (README.md in this folder says what each
 * replaces and how to check it after an upgrade). One place for these facts:
 * the version guard (versions.ts), the layer (index.ts) and the benchmark read them.
 */
import path from 'node:path';
import type {PieceName} from './switch';

export interface Piece {
  name: PieceName;
  /** "speed": must show its gain in the benchmark's ablation; "fix": corrects an upstream failure. */
  kind: 'speed' | 'fix';
  /** Installed packages and the semver ranges the piece was written for. */
  upstream: Record<string, string>;
  /** The Docusaurus plugin that applies it (none for the page template, or when the site registers it elsewhere). */
  plugin?: string;
}

// Written against Docusaurus 3.10.2 with react-router 5.3.4 (which Docusaurus v4 replaces).
const docusaurus = '~3.10.2';
const reactRouter = '~5.3.4';
// The bundler of @docusaurus/faster, whose runtime and output chunk-hash-map rewrites.
const rspack = '~1.7.12';
const core = {'@docusaurus/core': docusaurus};
const plugin = (name: string) => path.join(__dirname, name, 'index.ts');

export const pieces: readonly Piece[] = [
  {name: 'start-after-paint', kind: 'speed', upstream: {...core}},
  {
    name: 'client-routes',
    kind: 'speed',
    upstream: {...core, 'react-router': reactRouter, 'react-router-config': '~5.1.1'},
    plugin: plugin('client-routes'),
  },
  {name: 'route-prefetch', kind: 'speed', upstream: {...core, 'react-router': reactRouter}, plugin: plugin('route-prefetch')},
  {
    name: 'route-matching',
    kind: 'speed',
    upstream: {...core, 'react-router': reactRouter, 'path-to-regexp': '^1.7.0'},
    plugin: plugin('route-matching'),
  },
  {
    name: 'docs-shell',
    kind: 'speed',
    upstream: {...core, '@docusaurus/theme-classic': docusaurus, '@docusaurus/plugin-content-docs': docusaurus},
    plugin: plugin('docs-shell'),
  },
  {name: 'prism-on-demand', kind: 'speed', upstream: {...core, '@docusaurus/theme-classic': docusaurus}, plugin: plugin('prism-on-demand')},
  {
    name: 'docsearch-on-demand',
    kind: 'speed',
    upstream: {...core, '@docusaurus/theme-search-algolia': docusaurus, '@docsearch/react': '3.9.0'},
    plugin: plugin('docsearch-on-demand'),
  },
  {
    name: 'version-data-without-docs',
    kind: 'speed',
    upstream: {...core, '@docusaurus/plugin-content-docs': docusaurus},
    plugin: plugin('version-data-without-docs'),
  },
  {
    name: 'locale-free-sorting',
    kind: 'speed',
    upstream: {...core, '@docusaurus/plugin-content-docs': docusaurus, '@docusaurus/theme-common': docusaurus},
    plugin: plugin('locale-free-sorting'),
  },
  {
    name: 'history-malformed-url',
    kind: 'fix',
    upstream: {...core, 'react-router': reactRouter, history: '~4.10.1'},
    plugin: plugin('history-malformed-url'),
  },
  {
    name: 'chunk-hash-map',
    kind: 'speed',
    upstream: {...core, '@docusaurus/faster': docusaurus, '@rspack/core': rspack},
    plugin: plugin('chunk-hash-map'),
  },
  {
    name: 'utils-common-tslib',
    kind: 'speed',
    upstream: {...core, '@docusaurus/utils-common': docusaurus},
    plugin: plugin('utils-common-tslib'),
  },
  {name: 'client-site-config', kind: 'speed', upstream: {...core}, plugin: plugin('client-site-config')},
  // Registered as the site's blog plugin (config/blog.ts), which passes the blog through unchanged when the piece is off.
  {
    name: 'blog-list-previews',
    kind: 'speed',
    upstream: {...core, '@docusaurus/plugin-content-blog': docusaurus, '@docusaurus/theme-classic': docusaurus},
  },
];
