/**
 * The inline scripts of a built site, for the Content-Security-Policy, by where they stand.
 *
 * Outside the app's root element (`<div id="__docusaurus">`) a page carries only what the page
 * template and the plugins' `injectHtmlTags` put there: the theme's colour-mode and
 * announcement-bar script, Docusaurus' "site did not load properly" banner on the home pages
 * (SPEC §8), the performance layer's start script. The policy allows each of them by its hash,
 * whatever its text. Inside the root is what the pages render: an inline script there came from
 * content (an editor's `<script>` in MDX, say), and the build stops, naming the page.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Inline scripts only: no src attribute and not JSON-LD data (minified HTML may leave attributes unquoted). */
const inlineScriptPattern = /<script(?![^>]*\bsrc=)(?![^>]*\btype=["']?application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;

/** The opening tag of the app's root element, quoted or not. */
const appRootPattern = /<div\b[^>]*\bid=["']?__docusaurus["'\s>]/;

export const cspHash = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

/**
 * Where the app's root element starts and ends in `html` (its text offsets), or undefined when
 * the page has none. The end is found by counting `<div>`s, skipping script and style text.
 */
export function appRootRange(html: string): [start: number, end: number] | undefined {
  const start = html.search(appRootPattern);
  if (start < 0) return undefined;
  const tokens = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<!--[\s\S]*?-->|<div\b|<\/div\s*>/gi;
  tokens.lastIndex = start;
  let depth = 0;
  for (let token = tokens.exec(html); token; token = tokens.exec(html)) {
    if (/^<div/i.test(token[0])) depth++;
    else if (/^<\/div/i.test(token[0]) && --depth === 0) return [start, token.index + token[0].length];
  }
  return [start, html.length];
}

/** The non-empty inline scripts of one page, each with whether it stands inside the app's root. */
export function inlineScriptsOf(html: string): {script: string; insideApp: boolean}[] {
  const root = appRootRange(html);
  return [...html.matchAll(inlineScriptPattern)]
    .filter(([, script]) => script.trim() !== '')
    .map((match) => ({script: match[1], insideApp: root !== undefined && match.index > root[0] && match.index < root[1]}));
}

/** Every distinct inline script of the built HTML under `root`, with the files (relative to `root`) that hold it. */
export function findInlineScripts(root: string, {insideApp}: {insideApp?: boolean} = {}): Map<string, string[]> {
  const scripts = new Map<string, string[]>();
  for (const file of fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).sort()) {
    if (!file.endsWith('.html')) continue;
    for (const found of inlineScriptsOf(fs.readFileSync(path.join(root, file), 'utf8'))) {
      if (insideApp !== undefined && found.insideApp !== insideApp) continue;
      const files = scripts.get(found.script) ?? [];
      if (!files.includes(file)) files.push(file);
      scripts.set(found.script, files);
    }
  }
  return scripts;
}

/**
 * The CSP hashes of the inline scripts of the build under `root`: those of the page template and
 * the plugins. Throws, naming the files, when a page renders an inline script inside the app.
 */
export function intendedInlineScriptHashes(root: string): string[] {
  const inApp = [...findInlineScripts(root, {insideApp: true})];
  if (inApp.length > 0) {
    const list = inApp
      .map(
        ([script, files]) =>
          `- ${files.slice(0, 5).join(', ')}${files.length > 5 ? ` and ${files.length - 5} more` : ''}: ${script.trim().slice(0, 80)}`,
      )
      .join('\n');
    throw new Error(
      `Inline scripts in the content of pages, which the Content-Security-Policy does not allow, in ${root}:\n${list}\n` +
        'Move the code into a component (src/components) or a file under static/.',
    );
  }
  return [...findInlineScripts(root, {insideApp: false}).keys()].map(cspHash).sort();
}
