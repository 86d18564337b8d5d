import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Node, Parent} from 'unist';
import type {Code, Heading, Root} from 'mdast';
import type {VFile} from 'vfile';
import {withoutSoftHyphens} from '../hyphenation';
import {diagramElement, labelsOf} from './diagramSvg';
import {COLUMN_WIDTH, MIN_SCALE, WIDE, fitsColumn, markedWide, topToBottom} from './layout';
import {renderMermaid, type Outcome} from './renderMermaid';

/**
 * Draws every ```mermaid code block as inline SVG while the site builds, so no
 * page loads Mermaid and diagrams show without JavaScript, in feeds and in
 * the search index. A diagram Mermaid cannot parse fails the build, naming
 * the file, the line and Mermaid's message. A flowchart drawn left to right
 * that is wider than the page's column is drawn top to bottom instead
 * (layout.ts); the build warns about a diagram that is still wider. On the
 * page, a diagram wider than its column scrolls in its own box, with a cue
 * and a button that shows it whole (src/components/Diagram).
 *
 * The SVG's title is the diagram's `accTitle` or front matter `title`, else the
 * nearest heading above it, else the page's title, plus "diagram" in the page's
 * language; a diagram with none of these fails the build. Its description is
 * `accDescr`, else the diagram's labels (README.md, "Titles").
 */

export type Options = {locale?: string};

const WORDS: Record<string, {diagram: string; flowchart: string; sequence: string; other: string}> = {
  en: {diagram: 'diagram', flowchart: 'Flowchart', sequence: 'Sequence diagram', other: 'Diagram'},
  de: {diagram: 'Diagramm', flowchart: 'Flussdiagramm', sequence: 'Sequenzdiagramm', other: 'Diagramm'},
};

type Found = {node: Code; parent: Parent; index: number; heading?: string};
let warned = false;

export default function mermaidDiagrams(options: Options = {}) {
  const words = WORDS[options.locale ?? 'en'] ?? WORDS.en;
  return async (tree: Root, file: VFile) => {
    const found = findDiagrams(tree);
    if (!found.length) return;
    const page = pageTitle(tree, file);
    const {fromHtml} = await import('hast-util-from-html');
    let outcomes: Outcome[];
    try {
      outcomes = await withLayout(found, await renderMermaid(found.map(({node}) => node.value)));
    } catch (error) {
      // The live preview (npm start) shows the diagrams' source rather than stopping; builds stop.
      if (process.env.NODE_ENV !== 'development') throw error;
      if (!warned) console.warn(`[diagrams] ${(error as Error).message} The preview shows each diagram's source instead.`);
      warned = true;
      return;
    }
    const where = file.path ? path.relative(process.cwd(), file.path) : '<input>';
    // Ids unique on every page a diagram can appear on (a blog list shows several posts).
    const idBase = `diagram-${createHash('sha256').update(where).digest('hex').slice(0, 8)}`;
    found.forEach(({node, parent, index, heading}, n) => {
      const outcome = outcomes[n];
      const line = node.position?.start.line ?? 0;
      const fail: (message: string) => never = (message) => file.fail(`${where}:${line}: ${message}`, node, 'site:mermaid');
      if (!outcome.ok) fail(`Mermaid cannot draw the diagram of this code block. ${outcome.message}`);
      const {svg, width, title, description} = outcome.value;
      const wide = markedWide(node.meta);
      if (!wide && !fitsColumn(width)) {
        console.warn(
          `[diagrams] ${where}:${line}: the diagram is ${Math.ceil(width)} px wide and scrolls in the page's ${COLUMN_WIDTH} px column ` +
            `at 1280 px (it shrinks to ${MIN_SCALE * 100} % at most). Shorten its labels or split it, or mark it \`\`\`mermaid ${WIDE} ` +
            '(plugins/diagrams/README.md, "Width"); tests/build/diagrams.test.ts fails on it.',
        );
      }
      const tree = fromHtml(svg, {fragment: true});
      const named = heading || page;
      const text = {
        title: title || frontMatterTitle(node.value) || (named ? `${named} (${words.diagram})` : ''),
        description: description || `${kindOf(node.value, words)}: ${labelsOf(tree).join('; ')}`,
      };
      if (!text.title) fail('the diagram has no title for screen readers. Give it one with `accTitle: …`, or put it under a heading.');
      const figure = diagramElement(tree, `${idBase}-${n}`, text, {wide});
      // mdast-util-to-hast turns this node into the figure; MDX then escapes every text and attribute.
      parent.children[index] = {
        type: 'siteDiagram',
        data: {hName: 'figure', hProperties: figure.properties, hChildren: figure.children},
      } as unknown as Code;
    });
  };
}

/**
 * A flowchart drawn left to right (or right to left) that is wider than the
 * column is drawn again top to bottom, and shown so when that is narrower:
 * most are chains of steps. A diagram marked ```mermaid wide keeps its direction.
 */
async function withLayout(found: Found[], outcomes: Outcome[]): Promise<Outcome[]> {
  const redraw = found
    .map(({node}, n) => ({n, source: topToBottom(node.value), outcome: outcomes[n]}))
    .filter(({n, source, outcome}) => source && outcome.ok && outcome.value.width > COLUMN_WIDTH && !markedWide(found[n].node.meta));
  if (!redraw.length) return outcomes;
  const redrawn = await renderMermaid(redraw.map(({source}) => source!));
  redraw.forEach(({n, outcome}, k) => {
    const tb = redrawn[k];
    if (tb.ok && outcome.ok && tb.value.width < outcome.value.width) outcomes[n] = tb;
  });
  return outcomes;
}

function findDiagrams(tree: Root): Found[] {
  const found: Found[] = [];
  let heading: string | undefined;
  const walk = (node: Node, parent?: Parent, index = 0) => {
    if (node.type === 'heading') heading = withoutSoftHyphens(plainText(node as Heading)).trim();
    if (node.type === 'code' && (node as Code).lang === 'mermaid' && parent) found.push({node: node as Code, parent, index, heading});
    ((node as Parent).children ?? []).forEach((child, i) => walk(child, node as Parent, i));
  };
  walk(tree);
  return found;
}

/** The page's title: its front matter `title` (Docusaurus passes the front matter), else its first-level heading. */
function pageTitle(tree: Root, file: VFile): string | undefined {
  const frontMatter = (file.data as {frontMatter?: {title?: unknown}}).frontMatter;
  if (typeof frontMatter?.title === 'string' && frontMatter.title.trim()) return frontMatter.title.trim();
  const h1 = tree.children.find((node): node is Heading => node.type === 'heading' && node.depth === 1);
  return h1 ? plainText(h1).trim() || undefined : undefined;
}

function plainText(node: Node): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return ((node as Parent).children ?? []).map(plainText).join('');
}

/** `title:` of the diagram's own front matter (`---` lines before the diagram type). */
function frontMatterTitle(source: string): string | undefined {
  const match = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const title = match && /^title:\s*(.+)$/m.exec(match[1])?.[1].trim();
  return title ? title.replace(/^(["'])(.*)\1$/, '$2') : undefined;
}

function kindOf(source: string, words: (typeof WORDS)[string]): string {
  // The first word after the diagram's front matter.
  const type = /^\s*(?:---[\s\S]*?\n---)?\s*(\S*)/.exec(source)![1];
  if (type === 'flowchart' || type === 'graph') return words.flowchart;
  if (type === 'sequenceDiagram') return words.sequence;
  return words.other;
}
