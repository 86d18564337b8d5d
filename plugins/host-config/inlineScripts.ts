/**
 * The inline scripts the Content-Security-Policy allows: a closed set, recorded below with what
 * each is. Every page of a build is parsed (parse5, the HTML5 parser of the standard, so a script is
 * found where a browser finds it); the build stops, naming the page, when one carries an inline
 * script outside the set, wherever it stands, or a JSON-LD element that does not parse as JSON.
 * Content can therefore never add a script the policy allows: a title that closed a JSON-LD
 * element (src/components/StructuredData prevents it) would leave a script of its own here.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parse, type DefaultTreeAdapterMap} from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * Every inline script the site means to have: what it is and who writes it, and its CSP source
 * (`'sha256-…'` of its exact text). A Docusaurus or plugin upgrade that changes one stops the build
 * with the new script's hash: read the script, then replace the hash here.
 */
export const knownInlineScripts = [
  {
    what:
      "@docusaurus/theme-classic (injectHtmlTags, before the body): sets the colour mode and the announcement bar's " +
      'dismissed state before the first paint, from the query string or local storage',
    hash: "'sha256-MZY/CEidnRJGdIHmXm8wy3d07DnkWvS6yAEZQ3Ygfyg='",
  },
  {
    what:
      '@docusaurus/core (the base URL issue banner, English home page): shows "Your Docusaurus site did not load ' +
      'properly" when the app never started (SPEC §8); its text names the base URL, /',
    hash: "'sha256-ByKaI/rimPHWCJW+jCvFlORyuIF5lU2Zigu9+639SD0='",
  },
  {
    what: '@docusaurus/core (the base URL issue banner, German home page): the same, naming the base URL /de/',
    hash: "'sha256-JT55ZaMltS+FHCArDM2MARcie3GXlsPWd2/LsE4e4H8='",
  },
  {
    what: "plugins/performance/start-after-paint: starts the app's bundles after the first paint (absent with the layer off)",
    hash: "'sha256-E6AN577Yw4BZXoaTV/ZtYbL85h13MxMV5moR8YABEyQ='",
  },
];

export const cspHash = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

const textOf = (element: Element) => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** Every `<script>` element of a parsed document, template contents included. */
function* scriptElements(node: Node): Generator<Element> {
  if ('tagName' in node && node.tagName === 'script') yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* scriptElements(child);
  if ('content' in node) yield* scriptElements(node.content);
}

/** The text of each inline script (no `src`, not JSON-LD) with content, and why each JSON-LD element is not JSON, in one page's HTML. */
export function scriptsOf(html: string) {
  const page = {inline: [] as string[], brokenJsonLd: [] as string[]};
  for (const script of scriptElements(parse(html))) {
    if (attribute(script, 'src') !== undefined) continue;
    const text = textOf(script);
    if (attribute(script, 'type')?.trim().toLowerCase() === 'application/ld+json') {
      try {
        JSON.parse(text);
      } catch (error) {
        page.brokenJsonLd.push((error as Error).message);
      }
    } else if (text.trim() !== '') page.inline.push(text);
  }
  return page;
}

/** The CSP sources the policy allows: the recorded scripts, whether a build has each or not. */
export const allowedInlineScriptHashes = (): string[] => knownInlineScripts.map(({hash}) => hash).sort();

/**
 * Checks every page under `root`: throws, naming each page, on an inline script outside
 * `known` or on JSON-LD that is not JSON. Returns the recorded scripts' hashes the pages hold.
 */
export function checkInlineScripts(root: string, known: readonly {hash: string}[] = knownInlineScripts): string[] {
  const allowed = new Set(known.map(({hash}) => hash));
  const found = new Set<string>();
  const problems: string[] = [];
  for (const file of fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).sort()) {
    if (!file.endsWith('.html')) continue;
    const page = scriptsOf(fs.readFileSync(path.join(root, file), 'utf8'));
    for (const script of page.inline) {
      const hash = cspHash(script);
      if (allowed.has(hash)) found.add(hash);
      else problems.push(`- ${file}: an inline script ${hash}: ${JSON.stringify(script.trim().slice(0, 80))}`);
    }
    for (const reason of page.brokenJsonLd) problems.push(`- ${file}: a JSON-LD element that is not JSON (${reason})`);
  }
  if (problems.length > 0) {
    throw new Error(
      `Scripts the Content-Security-Policy does not allow, in ${root}:\n${problems.slice(0, 20).join('\n')}` +
        `${problems.length > 20 ? `\n… and ${problems.length - 20} more` : ''}\n` +
        'Code in content belongs in a component (src/components) or a file under static/. A script of the theme or ' +
        'a plugin that an upgrade changed: read it, then record its new hash in plugins/host-config/inlineScripts.ts.',
    );
  }
  return [...found].sort();
}
