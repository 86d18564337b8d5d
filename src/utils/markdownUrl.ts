/**
 * Where a page's Markdown version is (plugins/page-markdown writes it, "Copy page"
 * reads it): the page's path plus `.md`, `/docs/srb/` → `/docs/srb.md`.
 */
export function markdownUrl(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '') || '/index'}.md`;
}
