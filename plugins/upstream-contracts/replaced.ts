/**
 * The site's theme components that replace an upstream component instead of
 * wrapping it (@theme-original, or @theme-init in a plugin's theme folder),
 * each with the upstream file it replaces (its contract) and why a wrapper,
 * CSS or a plugin cannot do the same. Every other component in the site's
 * theme folders (src/theme and the local plugins' theme/) wraps.
 * Components that replace an upstream one only for speed are not here: they
 * belong to the pieces of the performance layer (plugins/performance), which
 * provide them through the theme mechanism, so that the layer off renders
 * the theme's own.
 */
export interface ReplacedComponent {
  /** The component's folder, from the repository's root. */
  component: string;
  upstream: readonly string[];
  why: string;
}

export const replacedComponents: readonly ReplacedComponent[] = [
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
  {
    component: 'src/theme/BlogListPage/StructuredData',
    upstream: ['@docusaurus/theme-classic/lib/theme/BlogListPage/StructuredData/index.js'],
    why: "the original writes its JSON-LD unescaped, so a title or label holding `</script>` would start a script; this one writes the theme's own data (its public hook) through src/components/StructuredData",
  },
  {
    component: 'src/theme/BlogPostPage/StructuredData',
    upstream: ['@docusaurus/theme-classic/lib/theme/BlogPostPage/StructuredData/index.js'],
    why: "the original writes its JSON-LD unescaped, so a title or label holding `</script>` would start a script; this one writes the theme's own data (its public hook) through src/components/StructuredData",
  },
  {
    component: 'src/theme/DocBreadcrumbs/StructuredData',
    upstream: ['@docusaurus/theme-classic/lib/theme/DocBreadcrumbs/StructuredData/index.js'],
    why: "the original writes its JSON-LD unescaped, so a title or label holding `</script>` would start a script; this one writes the theme's own data (its public hook) through src/components/StructuredData",
  },
];
