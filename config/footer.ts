import type * as Preset from '@docusaurus/preset-classic';
import {appGroups, type ProductArea} from './products';
import {site} from './site';
import {apiReference} from './api';

/** Footer link columns: one per group of apps (config/products.ts), each linked to `entryPath(area)`, then general links. */
export const footer = (entryPath: (area: ProductArea) => string) =>
  ({
    style: 'dark',
    links: [
      ...appGroups()
        .filter(({group}) => group !== 'more')
        .map(({name, areas}) => ({title: name.en, items: areas.map((area) => ({label: area.name.en, to: entryPath(area)}))})),
      {
        title: 'More',
        items: [
          {label: 'Documentation', to: '/docs/'},
          {label: 'Release notes', to: '/blog'},
          {label: 'API reference', to: apiReference.route},
          {label: 'Imprint', to: '/imprint'},
        ],
      },
    ],
    // The same in German: i18n/de/docusaurus-theme-classic/footer.json has no copyright of its own.
    copyright: site.copyright,
  }) satisfies Preset.ThemeConfig['footer'];
