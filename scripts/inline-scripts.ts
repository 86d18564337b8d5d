/**
 * The inline scripts of a built site, for the Content-Security-Policy.
 *
 * The policy allows inline scripts by their hash, and only those the site
 * intends to have: the theme's colour-mode and announcement-bar script
 * (Docusaurus' theme-classic writes it into every page), the script that
 * starts the bundles after the first paint (plugins/performance/start-after-paint), the
 * search page's start script (src/search/firstResults/bootstrap.ts) and the
 * home pages' "site did not load properly" banner (SPEC §8; Docusaurus core
 * writes it, and its CSS hides it whenever the site's styles load). All are
 * recognised by their source: the theme's and core's scripts as Docusaurus
 * renders them, the start script as its plugin inlines it, each as written
 * raw or by either of the build's HTML minifiers. Any other inline script (one an editor
 * adds in MDX, say) stops the rendering with the files that hold it.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import themeClassic from '@docusaurus/theme-classic';
import type {LoadContext} from '@docusaurus/types';
import {startScript} from '../plugins/performance/start-after-paint';
import {searchStartScript} from './search/build-first-results';
import {site} from '../config/site';
import {i18n} from '../config/i18n';

/** The base URL of each locale's home page, where Docusaurus writes its banner script. */
const homeBaseUrls = () => i18n.locales.map((locale) => (locale === i18n.defaultLocale ? site.baseUrl : `${site.baseUrl}${locale}/`));

/** Inline scripts only: no src attribute and not JSON-LD data (minified HTML may leave attributes unquoted). */
const inlineScriptPattern = /<script(?![^>]*\bsrc=)(?![^>]*\btype=["']?application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;

/** Every distinct non-empty inline script of the built HTML under `root`, with the files (relative to `root`) that hold it. */
export function findInlineScripts(root: string): Map<string, string[]> {
  const scripts = new Map<string, string[]>();
  for (const file of fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).sort()) {
    if (!file.endsWith('.html')) continue;
    const html = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [, script] of html.matchAll(inlineScriptPattern)) {
      if (script.trim() === '') continue;
      const files = scripts.get(script) ?? [];
      if (!files.includes(file)) files.push(file);
      scripts.set(script, files);
    }
  }
  return scripts;
}

export const cspHash = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

/** The storage namespace a theme script reads its colour mode under (`theme-604` → `-604`), if it is one. */
function storageNamespace(script: string): string | undefined {
  return script.match(/getItem\(\s*["']theme([\w-]*)["']\s*\)/)?.[1];
}

/** The theme's inline script as theme-classic renders it, for one configuration. */
function themeScript(options: {namespace: string; storage: string; colorMode: object; announcementBar: boolean}): string {
  const context = {
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteStorage: {type: options.storage, namespace: options.namespace},
    siteConfig: {themeConfig: {colorMode: options.colorMode, announcementBar: options.announcementBar ? {} : undefined, prism: {}}},
    siteDir: '.',
  } as unknown as LoadContext;
  const plugin = themeClassic(context, {customCss: []} as unknown as Parameters<typeof themeClassic>[1]);
  const tags = plugin.injectHtmlTags?.({content: undefined});
  const script = typeof tags === 'object' && tags.preBodyTags;
  const tag = Array.isArray(script) && script.find((t) => typeof t === 'object' && t.tagName === 'script');
  if (!tag || typeof tag !== 'object' || typeof tag.innerHTML !== 'string') {
    throw new Error('scripts/inline-scripts.ts: @docusaurus/theme-classic no longer injects an inline <script>; update the recognition.');
  }
  return tag.innerHTML;
}

/** Every colour-mode configuration, with and without an announcement bar, in either storage: all are the theme's own code. */
function themeScripts(namespace: string): string[] {
  const scripts: string[] = [];
  for (const storage of ['localStorage', 'sessionStorage'])
    for (const defaultMode of ['light', 'dark'])
      for (const disableSwitch of [false, true])
        for (const respectPrefersColorScheme of [false, true])
          for (const announcementBar of [false, true])
            scripts.push(
              themeScript({namespace, storage, colorMode: {defaultMode, disableSwitch, respectPrefersColorScheme}, announcementBar}),
            );
  return scripts;
}

const bannerModule = require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js');

/**
 * Docusaurus core's base-URL banner script for `baseUrl`. Core does not export the
 * function that writes it, so its source is read from the module and run here.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const source = fs.readFileSync(bannerModule, 'utf8');
  const start = source.indexOf('function createInlineHtmlBanner(');
  const end = source.indexOf('function BaseUrlIssueBanner(');
  if (start < 0 || end < start || !source.includes('function createInlineScript(')) {
    throw new Error(`scripts/inline-scripts.ts: ${bannerModule} no longer defines the banner script as expected; update the recognition.`);
  }
  const body = source.slice(start, end).replace(/^const \w+ = .*$/gm, '');
  const ids = [...source.matchAll(/^const (\w+Id) = ('[^']*');$/gm)].map(([, name, value]) => `const ${name} = ${value};`);
  const create = new Function(`${ids.join('\n')}\n${body}\nreturn createInlineScript;`)() as (baseUrl: string) => string;
  return create(baseUrl);
}

/** Minified forms by the page they come from: each minifier runs in a process of its own, about a second each. */
const builtForms = new Map<string, ReadonlySet<string>>();

/** The scripts as they appear in built pages: raw, and as each HTML minifier the build may use writes them. */
function asBuilt(sources: string[]): ReadonlySet<string> {
  const page = `<!doctype html><html><head></head><body>${sources.map((s) => `<script>${s}</script>`).join('')}</body></html>`;
  const known = builtForms.get(page);
  if (known) return known;
  const forms = new Set(sources);
  for (const type of ['swc', 'terser']) {
    const code = execFileSync(process.execPath, [path.join(__dirname, 'minify-html.cjs'), type], {input: page, encoding: 'utf8'});
    for (const [, script] of code.matchAll(inlineScriptPattern)) forms.add(script);
  }
  builtForms.set(page, forms);
  return forms;
}

/**
 * The CSP hashes of the intended inline scripts in the build under `root`.
 * Throws, naming the files, when the build holds any other inline script.
 */
export function intendedInlineScriptHashes(root: string): string[] {
  const found = findInlineScripts(root);
  const namespaces = new Set([...found.keys()].map(storageNamespace).filter((n) => n !== undefined));
  const intended = asBuilt([
    startScript,
    searchStartScript(),
    ...homeBaseUrls().map(baseUrlBannerScript),
    ...[...namespaces].flatMap(themeScripts),
  ]);
  const unexpected = [...found].filter(([script]) => !intended.has(script));
  if (unexpected.length > 0) {
    const list = unexpected
      .map(
        ([script, files]) =>
          `- ${files.slice(0, 5).join(', ')}${files.length > 5 ? ` and ${files.length - 5} more` : ''}: ${script.trim().slice(0, 80)}`,
      )
      .join('\n');
    throw new Error(
      `Inline scripts the Content-Security-Policy does not allow, in ${root}:\n${list}\n` +
        'Move the code into a file under static/ or src/, or add it to the intended scripts in scripts/inline-scripts.ts.',
    );
  }
  return [...found.keys()].map(cspHash).sort();
}
