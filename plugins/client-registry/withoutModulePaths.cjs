/**
 * Loader: empties the module path of every registry entry,
 *   "<chunk>": [() => import(/* … *\/ "<path>"), "<path>", require.resolveWeak("<path>")],
 * leaving the loader and the module id as they are. Fails the build when an
 * entry does not have that shape (a Docusaurus upgrade changed the file).
 */
const entry = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\), )"([^"]+)"(, require\.resolveWeak\("([^"]+)"\)\])/g;

function withoutModulePaths(source) {
  let rewritten = 0;
  const result = source.replace(entry, (match, head, imported, reported, tail, weak) => {
    if (imported !== reported || reported !== weak) return match;
    rewritten += 1;
    return `${head}""${tail}`;
  });
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `plugins/client-registry: expected ${entries} registry entries of the known shape in ${this?.resourcePath ?? 'registry.js'}, found ${rewritten}.`,
    );
  }
  return result;
}

module.exports = withoutModulePaths;
