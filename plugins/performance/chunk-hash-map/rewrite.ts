/**
 * The two text changes of the chunk-hash-map piece (index.ts), on minified
 * output: the runtime keeps only some entries of its chunk id -> file hash
 * table, and a chunk hands the entries of the chunks it loads to the runtime
 * when it is installed. Each function throws, naming the piece, when the code
 * does not have the shape it was written for.
 */
import vm from 'node:vm';

const piece = 'plugins/performance/chunk-hash-map';

/** Where the file hash table is and what it holds. */
export type RuntimeTable = {hashes: Record<string, string>; start: number; end: number; require: string};

/**
 * The runtime's file name function as Rspack minifies it:
 * `m.u=e=>"assets/js/"+e+"."+({"0058b4c6":"e389e324",…})[e]+".js"`.
 * Keys may be numbers: the minifier writes the id "15504859" as 0xec95db.
 */
const fileNameFunction = /([\w$]+)\.u=([\w$]+)=>"[^"]*"\+\2\+"\."\+\((\{[^{}]*\})\)\[\2\]\+"\.js"/g;

export function findRuntimeTable(runtime: string): RuntimeTable {
  const matches = [...runtime.matchAll(fileNameFunction)];
  if (matches.length !== 1) {
    throw new Error(`${piece}: expected one chunk file name function with a hash table in the runtime, found ${matches.length}`);
  }
  const [whole, require, , literal] = matches[0];
  // A literal of strings and numbers, evaluated in an empty context.
  const hashes = Object.fromEntries(Object.entries(vm.runInNewContext(`(${literal})`, {}, {timeout: 1000}) as object));
  for (const [id, hash] of Object.entries(hashes)) {
    if (typeof hash !== 'string' || !/^[0-9a-f]+$/.test(hash))
      throw new Error(`${piece}: chunk ${id} has no file hash in the runtime table`);
  }
  // The table with its parentheses: `({…})`.
  const start = matches[0].index! + whole.indexOf(literal) - 1;
  return {hashes: hashes as Record<string, string>, start, end: start + literal.length + 2, require};
}

const objectLiteral = (entries: Record<string, string>) => JSON.stringify(entries);

/** A property of the bundler's require function; the runtime reads it, chunks add to it. */
export const tableProperty = 'chunkHashes';

/**
 * The runtime with only `kept` in its table, which becomes a property of the
 * require function that installed chunks extend (withHashes).
 */
export function rewriteRuntime(runtime: string, table: RuntimeTable, kept: Record<string, string>): string {
  // The chunk loading callback hands a chunk's third element the require function: `b=d[0],_=d[1],s=d[2]`.
  if (!/[\w$]+=([\w$]+)\[0\],[\w$]+=\1\[1\],[\w$]+=\1\[2\]/.test(runtime)) {
    throw new Error(`${piece}: the runtime's chunk loading callback no longer reads a third element of a chunk`);
  }
  const assignment = `${table.require}.u=`;
  const at = runtime.lastIndexOf(assignment, table.start);
  if (at <= 0 || !/[,;{]/.test(runtime[at - 1]))
    throw new Error(`${piece}: the runtime's file name function is not a statement of its own`);
  return (
    runtime.slice(0, at) +
    `${table.require}.${tableProperty}=${objectLiteral(kept)},` +
    runtime.slice(at, table.start) +
    `${table.require}.${tableProperty}` +
    runtime.slice(table.end)
  );
}

/** `(self.webpackChunk…=self.webpackChunk…||[]).push([["id"],{…modules}]);`, optionally after "use strict". */
const chunkFile = /^(?:"use strict";)?\(self\.[\w$]+=self\.[\w$]+\|\|\[\]\)\.push\(\[\[[^\]]*\],\{[^]*\}\]\);\s*$/;

/**
 * A chunk file that, when the runtime installs it, adds `hashes` to the
 * runtime's table: a third element of the pushed array, which the runtime
 * calls with its require function before any module of the chunk runs.
 */
export function withHashes(chunk: string, file: string, hashes: Record<string, string>): string {
  if (!chunkFile.test(chunk)) throw new Error(`${piece}: ${file} is not a chunk file of the expected shape`);
  const end = chunk.lastIndexOf('}]);');
  return `${chunk.slice(0, end)}},r=>{Object.assign(r.${tableProperty},${objectLiteral(hashes)})}]);${chunk.slice(end + 4)}`;
}
