import fs from 'node:fs';
import path from 'node:path';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/**
 * The HTML template of every built page: Docusaurus' own, with one change.
 * Instead of `<script defer>` tags, the page preloads its scripts at low
 * priority and starts them from an inline script once the server-rendered page
 * has been painted (see startScriptsAfterPaint.js). Only the build uses this
 * template; `docusaurus start` keeps its own.
 */
export const scriptTags = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

const preloadTags = `
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-start-after-paint />
    <% }); %>`;

const bodyEnd = `<%~ it.postBodyTags %>`;

export const startScript = fs.readFileSync(path.join(__dirname, 'startScriptsAfterPaint.js'), 'utf8');

/** Derives the site's template from Docusaurus' default; throws when that template no longer has the expected parts. */
export function ssrTemplate(base: string = docusaurusTemplate): string {
  for (const part of [scriptTags, bodyEnd]) {
    if (base.split(part).length !== 2) {
      throw new Error(
        `plugins/performance/start-after-paint/template.ts: Docusaurus' page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js) ` +
          `no longer contains exactly one\n${part}\nUpdate the piece, or build without it: PERFORMANCE_LAYER_SKIP=start-after-paint (or PERFORMANCE_LAYER=off).`,
      );
    }
  }
  return base.replace(scriptTags, preloadTags).replace(bodyEnd, `${bodyEnd}\n    <script>${startScript}</script>`);
}
