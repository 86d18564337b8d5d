/**
 * The theme components here that replace an upstream component instead of
 * wrapping it (@theme-original), each with the upstream file it replaces (its
 * contract, checked by plugins/upstream-contracts) and why a wrapper, CSS or
 * a plugin cannot do the same. Every other component in this folder wraps.
 */
export interface ReplacedComponent {
  /** The folder under src/theme. */
  component: string;
  upstream: readonly string[];
  why: string;
}

const classic = (component: string) => `@docusaurus/theme-classic/lib/theme/${component}/index.js`;
const openapi = (component: string) => `docusaurus-theme-openapi-docs/lib/theme/${component}/index.js`;
const staticApi = 'static HTML for API operation pages, without the theme store and client-side schema rendering';

export const replacedComponents: readonly ReplacedComponent[] = [
  {
    component: 'BlogArchivePage',
    upstream: [classic('BlogArchivePage')],
    why: 'the example badge inside each archive link; the page renders its own list',
  },
  {
    component: 'BlogPostItem/Header/Authors',
    upstream: [classic('BlogPostItem/Header/Authors')],
    why: 'release notes name no authors: nothing to render',
  },
  {
    component: 'BlogPostItem/Header/Info',
    upstream: [classic('BlogPostItem/Header/Info')],
    why: 'date and reading time without the Intl API',
  },
  {component: 'BlogPostItems', upstream: [classic('BlogPostItems')], why: 'list previews without the full Markdown components'},
  {
    component: 'BlogSidebar/Desktop',
    upstream: [classic('BlogSidebar/Desktop')],
    why: 'one link-list component for every post instead of one Link each',
  },
  {
    component: 'BlogSidebar/Mobile',
    upstream: [classic('BlogSidebar/Mobile')],
    why: 'one link-list component, rendered when the menu first opens',
  },
  {component: 'CodeBlock', upstream: [classic('CodeBlock')], why: 'remounts a block once the on-demand highlighter has loaded'},
  {
    component: 'CodeBlock/Content',
    upstream: [classic('CodeBlock/Content')],
    why: 'keeps the server-rendered code until the highlighter has loaded',
  },
  {component: 'CodeBlock/Line', upstream: [classic('CodeBlock/Line')], why: 'a <span> per line instead of an invalid <div> inside <code>'},
  {component: 'LastUpdated', upstream: [classic('LastUpdated')], why: 'the date without the Intl API'},
  {
    component: 'SearchPage',
    upstream: ['@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js'],
    why: "the theme's page hard-codes an Algolia client; this one asks the site's search client",
  },
  {component: 'ApiExplorer', upstream: [openapi('ApiExplorer')], why: 'a cURL sample instead of the request panel and its code generators'},
  {component: 'ApiExplorer/MethodEndpoint', upstream: [openapi('ApiExplorer/MethodEndpoint')], why: 'valid HTML: no heading inside <pre>'},
  {component: 'ApiItem', upstream: [openapi('ApiItem')], why: staticApi},
  {component: 'Markdown', upstream: [openapi('Markdown')], why: 'descriptions rendered without react-markdown in the browser'},
  ...[
    'OperationTabs',
    'ParamsDetails',
    'ParamsItem',
    'RequestSchema',
    'ResponseHeaders',
    'ResponseSchema',
    'Schema',
    'SchemaItem',
    'StatusCodes',
  ].map((component) => ({component, upstream: [openapi(component)], why: staticApi})),
];
