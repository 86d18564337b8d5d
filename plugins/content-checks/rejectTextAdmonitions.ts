import type {Node, Parent} from 'unist';
import type {Paragraph, Root} from 'mdast';
import type {ContainerDirective, LeafDirective} from 'mdast-util-directive';
import type {VFile} from 'vfile';

/**
 * Fails the build on an admonition that Markdown would render as text.
 *
 * With `markdown.mdx1Compat.admonitions: false`, only `:::warning[Title]` gives an
 * admonition a title; the old form `:::warning Some title` is no directive at all,
 * so it and its closing `:::` would reach readers as paragraphs. A misspelt type
 * (`:::warn`) is a directive no plugin handles, which Docusaurus only warns about.
 * Runs after the admonitions plugin (as a `remarkPlugins` entry).
 */
const ADMONITION_LINE = /^[ \t>]*(:::+)([A-Za-z]*)[ \t]*(.*)$/m;

export default function rejectTextAdmonitions() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    walk(tree, (node) => {
      if (node.type === 'paragraph') checkParagraph(node as Paragraph, source, file);
      else if (node.type === 'containerDirective' || node.type === 'leafDirective') {
        const directive = node as ContainerDirective | LeafDirective;
        if (directive.data?.hName) return; // handled, e.g. by the admonitions plugin
        file.fail(
          `Unknown admonition type ":::${directive.name}". Use note, tip, info, warning or danger.`,
          directive,
          'site:unknown-admonition',
        );
      }
    });
  };
}

function checkParagraph(node: Paragraph, source: string, file: VFile) {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return;
  const match = ADMONITION_LINE.exec(source.slice(start, end));
  if (!match) return;
  const [line, , type, title] = match;
  const fix = type && title ? ` Write the title in brackets: ":::${type}[${title.trim()}]".` : '';
  file.fail(`Admonition marker rendered as text: "${line.trim()}".${fix}`, node, 'site:text-admonition');
}

/** Depth-first walk (unist-util-visit is ESM-only, and the config loads this module). */
function walk(node: Node, visitor: (node: Node) => void) {
  visitor(node);
  for (const child of (node as Parent).children ?? []) walk(child, visitor);
}
