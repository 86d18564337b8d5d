import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Built pages start their scripts once painted (startScriptsAfterPaint.js; ../README.md, `start-after-paint`); `docusaurus start` serves its pages unchanged.
const piece = 'plugins/performance/start-after-paint';

export const startScript = fs.readFileSync(path.join(__dirname, 'startScriptsAfterPaint.js'), 'utf8');

/** A bundle as Docusaurus' page template writes it, after either HTML minifier: src quoted or not, `defer` bare or with a value. */
const deferredScript = /<script src=("?)([^"\s>]+)\1 defer(?:=(?:""|"defer"|defer))?><\/script>/g;

/** The page with its deferred bundles in <head> turned into preloads the start script picks up; throws when it has none. */
export function preloadScripts(html: string, file: string): string {
  const headEnd = html.indexOf('</head>');
  const head = headEnd === -1 ? '' : html.slice(0, headEnd);
  const rewritten = head.replace(
    deferredScript,
    (_tag, _quote, src: string) => `<link rel=preload as=script fetchpriority=low href=${src} data-start-after-paint>`,
  );
  if (rewritten === head) {
    throw new Error(
      `${piece}: ${file} has no <script src=… defer> in its <head>, the form Docusaurus' page template ` +
        `(@docusaurus/core/lib/ssg/ssgTemplate.html.js) writes its bundles in. Update the piece, or build without it: ` +
        `PERFORMANCE_LAYER_SKIP=start-after-paint (or PERFORMANCE_LAYER=off).`,
    );
  }
  return rewritten + html.slice(headEnd);
}

/** The HTML file Docusaurus writes for a route of this locale's build (`/de/docs/x` → `<outDir>/docs/x/index.html`). */
export function pageFile(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.slice(baseUrl.length);
  return path.join(outDir, relative.endsWith('.html') ? relative : path.join(relative, 'index.html'));
}

export default function startAfterPaint(): Plugin {
  const building = process.env.NODE_ENV === 'production';
  return {
    name: 'start-after-paint',
    injectHtmlTags: () => (building ? {postBodyTags: [`<script>${startScript}</script>`]} : {}),
    async postBuild({outDir, routesPaths, baseUrl}) {
      for (const file of new Set(routesPaths.map((route) => pageFile(outDir, baseUrl, route)))) {
        if (!fs.existsSync(file)) throw new Error(`${piece}: no page was written at ${file}, where Docusaurus writes a route's page.`);
        fs.writeFileSync(file, preloadScripts(fs.readFileSync(file, 'utf8'), path.relative(outDir, file)));
      }
    },
  };
}
