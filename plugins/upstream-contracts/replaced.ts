/**
 * The site's theme components that replace an upstream component instead of
 * wrapping it (@theme-original, or @theme-init in a plugin's theme folder),
 * each with the upstream file it replaces (its contract) and why a wrapper,
 * CSS or a plugin cannot do the same. Every other component in the site's
 * theme folders (src/theme and the local plugins' theme/) wraps.
 * Components that replace an upstream one only for speed are not here: they
 * belong to the pieces of the performance layer (plugins/performance), which
 * provide them through the theme mechanism, so that the layer off renders
 * the theme's own. `component` is the component's folder, from the repository's root.
 */
export const replacedComponents = [
  {
    component: 'plugins/search/theme/SearchPage',
    upstream: ['@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js'],
    why: "the theme's page hard-codes an Algolia client; this one asks the site's search client",
  },
  {
    component: 'src/theme/BlogArchivePage',
    upstream: ['@docusaurus/theme-classic/lib/theme/BlogArchivePage/index.js'],
    why: 'the theme\'s archive lists each year\'s posts oldest first, in columns, as "<day> - <title>" (titles here name their date again) under a hero that says "Archive" twice; this one lists them newest first in the blog\'s layout, with the apps and the legend of the example badge, which props or CSS cannot give the original',
  },
  ...['BlogListPage', 'BlogPostPage', 'DocBreadcrumbs'].map((page) => ({
    component: `src/theme/${page}/StructuredData`,
    upstream: [`@docusaurus/theme-classic/lib/theme/${page}/StructuredData/index.js`],
    why: "the original writes its JSON-LD unescaped, so a title or label holding `</script>` would start a script; this one writes the theme's own data (its public hook) through src/components/StructuredData",
  })),
  {
    component: 'src/theme/ApiItem',
    upstream: ['docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js'],
    why: "the original renders the request panel in the browser only (a skeleton in the HTML), with a Redux store, pako and the Postman SDK; this renders the same layout and the site's request panel on the server",
  },
  {
    component: 'src/theme/ApiExplorer/MethodEndpoint',
    upstream: ['docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/MethodEndpoint/index.js'],
    why: "the original puts an <h2> inside a <pre> (invalid HTML) and reads the server from the theme's Redux store, which the swizzled ApiItem does not create",
  },
  {
    component: 'src/theme/Markdown',
    upstream: ['docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js'],
    why: 'the original parses every description in the browser with react-markdown, remark-gfm and rehype-raw and lets raw HTML through; the descriptions need paragraphs, code, bold and links, as text',
  },
  {
    component: 'src/theme/ParamsDetails',
    upstream: ['docusaurus-theme-openapi-docs/lib/theme/ParamsDetails/index.js'],
    why: "the original renders the parameters in the browser only (BrowserOnly), leaving a skeleton in the HTML; this renders the same groups and the theme's ParamsItem on the server",
  },
  {
    component: 'src/theme/RequestSchema',
    upstream: ['docusaurus-theme-openapi-docs/lib/theme/RequestSchema/index.js'],
    why: "the original renders the request body in the browser only (BrowserOnly), in tabs kept in the theme's Redux store; this renders the theme's Schema on the server",
  },
  {
    component: 'src/theme/ResponseSchema',
    upstream: ['docusaurus-theme-openapi-docs/lib/theme/ResponseSchema/index.js'],
    why: "the original renders a response body in the browser only (BrowserOnly), in tabs kept in the theme's Redux store; this renders the theme's Schema on the server, as RequestSchema does",
  },
  {
    component: 'src/theme/ArrayBrackets',
    upstream: ['docusaurus-theme-openapi-docs/lib/theme/ArrayBrackets/index.js'],
    why: "the original brackets are <li> elements inside the theme's Schema <div>s (invalid HTML: npm run check:html) and dimmed below 4.5:1 contrast",
  },
];
