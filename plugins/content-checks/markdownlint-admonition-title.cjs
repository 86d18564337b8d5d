// @ts-check
/**
 * markdownlint rule (npm run lint:md): an admonition title in the old form
 * `:::warning Some title`. The site's Markdown (mdx1Compat.admonitions off)
 * only reads `:::warning[Some title]`; the old form would reach readers as text.
 * The fix rewrites the line (markdownlint-cli2 --fix applies it).
 */
const OLD_TITLE = /^(\s*(?:>\s*)*):::([A-Za-z]+)[ \t]+(\S.*?)\s*$/;
const FENCE = /^\s*(?:>\s*)*(`{3,}|~{3,})/;

/** @type {import('markdownlint').Rule} */
module.exports = {
  names: ['site-admonition-title'],
  description: 'Admonition title in brackets: ":::warning[Title]"',
  tags: ['site'],
  parser: 'none',
  function(params, onError) {
    let fence = '';
    params.lines.forEach((line, index) => {
      const opening = FENCE.exec(line);
      if (opening) {
        if (!fence) fence = opening[1];
        else if (opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = '';
        return;
      }
      if (fence) return;
      const match = OLD_TITLE.exec(line);
      if (!match) return;
      const [, prefix, type, title] = match;
      const fixed = `${prefix}:::${type}[${title}]`;
      onError({
        lineNumber: index + 1,
        detail: `Write "${fixed.trim()}"; with a space, the title and the box are shown as text.`,
        context: line.trim(),
        fixInfo: {editColumn: 1, deleteCount: line.length, insertText: fixed},
      });
    });
  },
};
