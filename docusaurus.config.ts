import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {site} from './config/site';
import {i18n, t} from './config/i18n';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {sidebarItemsGenerator} from './config/sidebar';
import {searchSettings, algoliaThemeConfig} from './config/search';
import {prismLight, prismDark} from './src/utils/prismThemes';
import {isExpired} from './src/utils/expiry';

const search = searchSettings();
const copyright = `Copyright © ${site.copyrightYear} ${site.operator.company}`;

// Environment switches.
const isProductionBuild = process.env.NODE_ENV === 'production';
/** Turns the Rspack/SWC toolchain off, e.g. to compare build times (see README). */
const withoutFaster = process.env.DOCS_WITHOUT_FASTER === 'true';

const config: Config = {
  title: site.title,
  tagline: site.tagline.en,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  i18n,

  future: {
    v4: true,
    faster: !withoutFaster,
  },

  // Broken links, anchors and Markdown links fail the build in every locale (SPEC §1).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    // Lets editors write explicit heading ids as `## Title {#id}`.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },
  themes: ['@docusaurus/theme-mermaid'],
  plugins: [
    [path.join(__dirname, 'plugins/release-notes/index.ts'), {latestCount: 5}],
    path.join(__dirname, 'plugins/docsearch-single-copy/index.ts'),
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator,
        },
        blog: {
          routeBasePath: 'blog',
          path: 'blog',
          blogTitle: 'Release notes',
          blogDescription: 'Release notes, feature notes and hotfixes for all apps',
          postsPerPage: 10,
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All release notes',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {type: 'all', copyright},
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  // Values the client needs from config/site.ts (the client cannot read process.env).
  customFields: {
    operator: site.operator,
    copyright,
    announcementExpires: site.announcementBar?.expires ?? null,
    search,
  },

  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    ...(site.announcementBar && {
      announcementBar: {
        id: site.announcementBar.id,
        content: t(site.announcementBar.content),
        backgroundColor: site.announcementBar.backgroundColor,
        textColor: site.announcementBar.textColor,
        isCloseable: site.announcementBar.isCloseable,
      },
    }),
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    algolia: algoliaThemeConfig(search),
    prism: {theme: prismLight, darkTheme: prismDark, additionalLanguages: ['bash', 'powershell']},
  } satisfies Preset.ThemeConfig,
};

// Fails the build early on a malformed expiry date rather than in readers' browsers.
isExpired(site.announcementBar?.expires, new Date());

// Warn loudly if a production build still carries placeholder imprint data.
if (isProductionBuild && site.operator.company.startsWith('[')) {
  console.warn('[site] The imprint still shows placeholder operator details (config/site.ts).');
}

export default config;
