/**
 * The summary of a release note: its Markdown before the truncate marker,
 * which blog list and tag pages show, ten one after another. So that such a
 * page reads as a list of notes, a summary is text with inline formatting:
 * paragraphs with emphasis, strong text, links and inline code. Anything else
 * (a heading, list, quote, table, code block, admonition, image, HTML or JSX,
 * an expression, a footnote) belongs below the marker, on the post's page; in
 * a summary it stops the build, naming the file and the line.
 */

/** Docusaurus' default truncate marker (the site sets no other): `{/* truncate *\/}` or `<!-- truncate -->`. */
export const truncateMarker = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** What a summary must not hold, checked in this order on each line. Block-level Markdown and MDX, by how its line starts: */
const notText: [RegExp, string][] = [
  [/^ {0,3}#/, 'a heading'],
  [/^ {0,3}>/, 'a quote'],
  [/^ {0,3}([-*+]|\d+[.)])(\s|$)/, 'a list'],
  [/^ {0,3}(`{3,}|~{3,})/, 'a code block'],
  [/^( {4}|\t)\S/, 'an indented code block'],
  [/^ {0,3}:{2,}/, 'an admonition or directive'],
  [/^ {0,3}\|/, 'a table'],
  [/^ {0,3}(=+|-+|(\*\s*){3,}|(_\s*){3,})\s*$/, 'a heading underline or a rule'],
  [/^(import|export)\s/, 'an import or export'],
  // Inline MDX that is not text with inline formatting.
  [/!\[/, 'an image'],
  [/</, 'HTML or JSX'],
  [/\{(?!\/\*[\s\S]*?\*\/\})/, 'an expression'],
  [/\[\^/, 'a footnote'],
  [/\|/, 'a table'],
];

/** What in a summary is more than text with inline formatting, as 'line N: a list ("- item")', or undefined. */
export function summaryProblem(summary: string): string | undefined {
  for (const [index, line] of summary.split('\n').entries()) {
    const found = notText.find(([pattern]) => pattern.test(line));
    if (found) return `line ${index + 1}: ${found[1]} ("${line.trim()}")`;
  }
  return undefined;
}

/** The Markdown a list page shows of a post: everything before its truncate marker. */
export function summaryOf(content: string): string {
  return content.split(truncateMarker, 1)[0];
}
