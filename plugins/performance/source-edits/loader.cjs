/**
 * Rewrites an installed package's module at build time: each edit replaces a
 * text that must occur exactly once. When an upgrade changes the text, the
 * build stops naming the piece and the switch, instead of shipping the
 * unchanged module silently. Used by the pieces that change a few lines of an
 * upstream file as a build step (history-malformed-url), so that the layer's switch can turn them off.
 */
module.exports = function sourceEdits(source) {
  const {piece, edits} = this.getOptions();
  const file = this.resourcePath.split('\\').join('/');
  let result = source;
  for (const edit of edits) {
    if (!file.endsWith(edit.file)) continue;
    const count = result.split(edit.find).length - 1;
    if (count !== 1) {
      throw new Error(
        `plugins/performance/${piece}: expected the text to change exactly once in ${edit.file}, found it ${count} times. ` +
          `The package has changed: update the piece (plugins/performance/README.md), or build without it: ` +
          `PERFORMANCE_LAYER_SKIP=${piece} (or PERFORMANCE_LAYER=off for the whole layer).`,
      );
    }
    result = result.replace(edit.find, () => edit.replace);
  }
  return result;
};
