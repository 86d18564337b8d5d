import type * as Preset from '@docusaurus/preset-classic';
import {site} from './site';
import {apiReference} from './api';

/**
 * Top navbar. Labels are English; the German ones live in
 * i18n/de/docusaurus-theme-classic/navbar.json (see plugins/content-checks/translations.ts).
 */
export const navbar = {
  title: site.title,
  logo: {...site.logo, href: '/'},
  // SPEC §2: the navbar may hide on scroll when configured; off by default.
  hideOnScroll: false,
  items: [
    // A plain link rather than a `docSidebar` item: main.js carries no list of docs to tell
    // which sidebar a page is in (plugins/performance, version-data-without-docs).
    {to: '/docs/', label: 'Docs', position: 'left', activeBasePath: 'docs'},
    {to: '/blog', label: 'Release notes', position: 'left', activeBasePath: 'blog'},
    {to: apiReference.route, label: 'API', position: 'left', activeBasePath: apiReference.route.slice(1)},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Preset.ThemeConfig['navbar'];
