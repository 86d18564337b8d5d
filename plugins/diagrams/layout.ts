/**
 * How wide a diagram may be, and the top-to-bottom layout for a flowchart
 * drawn left to right that is wider than the page's column (README.md, "Width").
 */

/**
 * The content column of a doc page with a table of contents at a 1280 px
 * wide window, in CSS pixels: the theme's sidebar (300 px) and Infima's
 * container, row and 75 % column (measured in the built site;
 * tests/e2e/diagrams.spec.ts checks it). A page without a table of contents
 * is wider, so a diagram that fits this column fits every doc page.
 */
export const COLUMN_WIDTH = 703;

/** The smallest scale the page shows a diagram at before it scrolls (src/css/custom.css, `.site-diagram__svg`). */
export const MIN_SCALE = 0.75;

/** Whether a diagram drawn `width` px wide fits the column at 1280 px, shrunk at most to MIN_SCALE. */
export function fitsColumn(width: number): boolean {
  return width * MIN_SCALE <= COLUMN_WIDTH;
}

/** The code fence's meta word that marks a diagram intentionally wide: ```mermaid wide. */
export const WIDE = 'wide';

export function markedWide(meta: string | null | undefined): boolean {
  return (meta ?? '').split(/\s+/).includes(WIDE);
}

/** The line naming a Mermaid source's diagram type: after its front matter, empty lines, comments and directives (-1: none). */
export function diagramTypeLine(lines: string[]): number {
  let i = lines[0]?.trim() === '---' ? lines.findIndex((line, n) => n > 0 && line.trim() === '---') + 1 : 0;
  if (i === 0 && lines[0]?.trim() === '---') return -1;
  while (i < lines.length && (lines[i].trim() === '' || lines[i].trim().startsWith('%%'))) i++;
  return i < lines.length ? i : -1;
}

/**
 * The source redrawn top to bottom (`TB`) when it is a flowchart drawn left to
 * right or right to left (`flowchart LR`, `graph RL`); else undefined. Only the
 * diagram's own direction changes, not that of its subgraphs.
 */
export function topToBottom(source: string): string | undefined {
  const lines = source.split('\n');
  const index = diagramTypeLine(lines);
  const header = /^(\s*(?:flowchart|graph)\s+)(LR|RL)\b/.exec(lines[index] ?? '');
  if (!header) return undefined;
  lines[index] = `${header[1]}TB${lines[index].slice(header[0].length)}`;
  return lines.join('\n');
}
