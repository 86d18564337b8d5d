import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type * as Preset from '@docusaurus/preset-classic';
import {site} from './config/site';
import {placeholderSettings} from './config/operator';
import {announcementId} from './config/announcementId';
import {currentLocale, i18n, t} from './config/i18n';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {sidebarItemsGenerator} from './config/sidebar';
import {searchSettings, algoliaThemeConfig, algoliaHosts, INSIGHTS_EVENTS_ORIGIN, INSIGHTS_SCRIPT_URL} from './plugins/search/settings';
import {prismLight, prismDark} from './src/utils/prismThemes';
import {isExpired} from './src/utils/expiry';
import {apiReferencePlugins} from './plugins/api-reference';
import {performanceLayer} from './plugins/performance';
import {checkContracts} from './plugins/upstream-contracts/contracts';
import {componentContracts, internalImportContracts} from './plugins/upstream-contracts';
import {blogPlugin, translatedBlogOption} from './plugins/release-notes/blog';
import {repositoryFrom, editUrlBase, gitHistory} from './config/repository';
import {markSampleFeedItems, sampleLabel, sampleShareSentence, withSampleShare} from './plugins/sample-content';
import {
  areaEntryOverrides,
  areaEntryPath,
  contentExclude,
  postSampleCounts,
  sampleRemarkPlugins,
  withoutSamples,
} from './plugins/sample-content/samples';
import rejectTextAdmonitions from './plugins/content-checks/rejectTextAdmonitions';
import mermaidDiagrams from './plugins/diagrams';
import {feedbackConnectSource, feedbackTarget} from './config/feedback';
import releaseNotes from './plugins/release-notes';
import searchPlugin from './plugins/search';
import docCardDescriptions from './plugins/doc-card-descriptions';
import sampleContent from './plugins/sample-content';
import robotsTxt from './plugins/robots-txt';
import pageMarkdown from './plugins/page-markdown';
import hostConfig from './plugins/host-config';
import remarkHyphenation, {hyphenatedPaginationLabel} from './plugins/hyphenation';

const search = searchSettings();
// Checks of every Markdown file, after Docusaurus' own plugins: an admonition that
// would reach readers as ":::" text fails the build, naming the file and line.
// Mermaid diagrams become inline SVG while the site builds (plugins/diagrams/README.md).
const remarkPlugins = [rejectTextAdmonitions, [mermaidDiagrams, {locale: currentLocale()}]];
// Pieces that depend on Docusaurus internals, each checked against the upstream files
// it depends on; PERFORMANCE_LAYER=off builds without them (plugins/performance/README.md).
const layer = performanceLayer();
// Theme components that replace an upstream one: the build stops when that file changed (plugins/upstream-contracts/replaced.ts).
checkContracts([...componentContracts(), ...internalImportContracts()]);

// "Edit this page" links, when the repository's address is configured (config/repository.ts).
const repository = repositoryFrom();
const editUrl = repository && editUrlBase(repository);
// "Last updated" dates come from Git history; without it, pages show none.
const history = gitHistory(__dirname);

// Where "Was this page helpful?" sends its answers (config/feedback.ts).
const feedback = feedbackTarget(site.operator.feedbackUrl, site.operator.email, repository);
// What the pages reach beyond the site, which the Content-Security-Policy allows (plugins/host-config):
// Algolia's hosts and Insights (plugins/search/settings.ts), the feedback endpoint.
const beyondSite = {
  connectHosts: [
    ...(search.provider === 'algolia' ? algoliaHosts(search.appId) : []),
    ...(search.insights ? [INSIGHTS_EVENTS_ORIGIN] : []),
    ...[feedbackConnectSource(feedback.endpoint)].filter((source) => source !== null),
  ],
  scriptSources: search.insights ? [INSIGHTS_SCRIPT_URL] : [],
};

// The word that marks an example in the feeds (plugins/sample-content).
const sampleWord = sampleLabel(path.join(__dirname, 'i18n', currentLocale()));

const isProductionBuild = process.env.NODE_ENV === 'production';

/** The release notes (SPEC §2): the blog's options. */
const blogDescription = 'Release notes, feature notes and hotfixes for all apps';
const blogOptions = {
  routeBasePath: 'blog',
  path: 'blog',
  blogTitle: 'Release notes',
  blogDescription,
  postsPerPage: 10,
  showReadingTime: true,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All release notes',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'ignore',
  onUntruncatedBlogPosts: 'throw',
  // With SAMPLE_CONTENT=exclude, every example post, and links to them (plugins/sample-content/samples.ts).
  exclude: contentExclude('post'),
  beforeDefaultRemarkPlugins: [...sampleRemarkPlugins('post'), [remarkHyphenation, {locale: currentLocale()}]],
  remarkPlugins,
  feedOptions: {
    type: 'all',
    title: t(site.feedTitle),
    // The blog's description, then how many of the release notes are examples (plugins/sample-content).
    description: withSampleShare(
      translatedBlogOption(__dirname, currentLocale(), 'description', blogDescription),
      sampleShareSentence(currentLocale(), postSampleCounts(currentLocale()) ?? {examples: 0, total: 0}, 'site', sampleWord),
    ),
    copyright: site.copyright,
    // An example's item says so in its title and category (plugins/sample-content).
    createFeedItems: async ({defaultCreateFeedItems, ...params}) =>
      markSampleFeedItems(await defaultCreateFeedItems(params), params.blogPosts, sampleWord),
  },
  editUrl,
  editLocalizedFiles: true,
} satisfies BlogOptions;

const config: Config = {
  title: site.title,
  tagline: site.tagline.en,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  i18n,

  // With Algolia Insights on, pages connect early to its events host. The feedback endpoint gets
  // no preconnect: readers who never answer never contact that host.
  headTags: search.insights
    ? [{tagName: 'link', attributes: {rel: 'preconnect', href: INSIGHTS_EVENTS_ORIGIN, crossorigin: 'anonymous'}}]
    : [],

  storage: {namespace: site.storageNamespace},

  future: {
    v4: true,
    // DOCS_WITHOUT_FASTER=true turns the Rspack/SWC toolchain off, e.g. to compare build times (config/README.md).
    faster: process.env.DOCS_WITHOUT_FASTER !== 'true',
    // true: Docusaurus' own Git reader (with Rspack, one read of the whole history).
    experimental_vcs: history.available ? true : 'disabled',
  },

  // Broken links, anchors and Markdown links fail the build in every locale (SPEC §1).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // Lets editors write explicit heading ids as `## Title {#id}`.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    // The previous and next links' labels break at syllables too (plugins/hyphenation).
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return {...result, frontMatter: hyphenatedPaginationLabel(currentLocale(), params.filePath, result.frontMatter)};
    },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },
  // The site's own plugins are given as functions, not file paths: the browser loads this
  // config, and a path would put the build machine's folders into every page's main.js.
  // The API reference's components (some swizzled in src/theme; openapi/README.md).
  themes: ['docusaurus-theme-openapi-docs'],
  plugins: [
    // The blog, as a plugin of its own rather than the preset's (plugins/release-notes/blog.ts).
    [blogPlugin, blogOptions],
    // The home page's panel beside its heading lists the newest three.
    releaseNotes,
    // Search (plugins/search/README.md): its theme components, the embedded index of each language after its
    // build, DocSearch's modal (as the performance layer's docsearch-on-demand wraps it, when on).
    (context) => searchPlugin(context, {settings: search, modal: layer.searchModal}),
    docCardDescriptions,
    // The site's client modules, registered here rather than in `clientModules`, whose paths the browser's copy of the
    // config would carry: the app's start, for the benchmark; repeated slashes in the address are collapsed before the
    // router reads it (see there).
    () => ({
      name: 'site-client-modules',
      getClientModules: () => ['appStart', 'singleSlashPath'].map((name) => path.join(__dirname, `src/clientModules/${name}.ts`)),
    }),
    // After the themes, so that the layer's aliases win.
    ...layer.plugins,
    sampleContent,
    robotsTxt,
    // Each doc page's and release note's Markdown version, llms.txt and llms-full.txt.
    pageMarkdown,
    // _headers and _redirects for the host, after each locale's build.
    (context) => hostConfig(context, beyondSite),
    // API reference: a docs instance at /<product>-api, its operation pages generated by
    // docusaurus-plugin-openapi-docs from openapi/ (plugins/api-reference, openapi/README.md).
    ...apiReferencePlugins({remarkPlugins, editUrl}),
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator,
          editUrl,
          editLocalizedFiles: true,
          showLastUpdateTime: true,
          // With SAMPLE_CONTENT=exclude, every example page, and links to them (plugins/sample-content/samples.ts).
          exclude: contentExclude('doc'),
          // Long German words in titles break at syllables (plugins/hyphenation).
          beforeDefaultRemarkPlugins: [...sampleRemarkPlugins('doc'), [remarkHyphenation, {locale: currentLocale(), title: true}]],
          remarkPlugins,
        },
        pages: {remarkPlugins},
        // The blog is a plugin of its own (plugins/release-notes/blog.ts).
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/api-reference.css']},
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // No example pages (plugins/sample-content/samples.ts). The plugin itself leaves out every
          // page with a noindex robots tag (the search page).
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            withoutSamples(await defaultCreateSitemapItems(params), params.routes),
        },
      } satisfies Preset.Options,
    ],
  ],

  // Values the client needs from config/site.ts (the client cannot read process.env).
  customFields: {
    operator: site.operator,
    copyright: site.copyright,
    announcementExpires: site.announcementBar?.expires ?? null,
    // Apps whose start page is an example left out of this build link to their category page.
    areaEntryOverrides: areaEntryOverrides(),
    feedback,
  },

  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    // Link previews (og:image, twitter:image) of every page; the config is loaded per locale.
    image: t(site.socialCard),
    ...(site.announcementBar && {
      announcementBar: {
        id: announcementId(site.announcementBar),
        content: t(site.announcementBar.content),
        backgroundColor: site.announcementBar.backgroundColor,
        textColor: site.announcementBar.textColor,
        isCloseable: site.announcementBar.isCloseable,
      },
    }),
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer: footer(areaEntryPath),
    algolia: algoliaThemeConfig(search),
    prism: {theme: prismLight, darkTheme: prismDark, additionalLanguages: ['bash', 'powershell']},
  } satisfies Preset.ThemeConfig,
};

// Fails the build early on a malformed expiry date rather than in readers' browsers.
isExpired(site.announcementBar?.expires, new Date());

if (isProductionBuild && !history.available) {
  console.warn(`[site] No "last updated" dates: ${history.reason}.`);
}

// Local builds work with placeholders; a production deploy refuses them (scripts/deploy/check-build.ts).
// Docusaurus loads this file once per language and command: say it once per process.
const placeholders = placeholderSettings({siteUrl: site.url, ...site.operator});
if (isProductionBuild && placeholders.length && !process.env.SITE_PLACEHOLDERS_REPORTED) {
  process.env.SITE_PLACEHOLDERS_REPORTED = 'true';
  console.warn(
    `[site] This build shows placeholders for the operator settings ${placeholders.join(', ')}. ` +
      'That is expected on your machine; a production deploy refuses it (deploy/README.md, "Operator settings").',
  );
}

export default config;
