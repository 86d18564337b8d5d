import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import type {Chunk} from '@rspack/core';
import {findRuntimeTable, rewriteRuntime, withHashes} from '../../plugins/performance/chunk-hash-map/rewrite';
import {splitTable} from '../../plugins/performance/chunk-hash-map';

/** The parts of Rspack's minified runtime the piece relies on, in their real shape. */
const runtime = [
  '(()=>{var s={},f={},m={};',
  'm.f={},m.u=e=>"assets/js/"+e+"."+({"0058b4c6":"e389e324",0xec95db:"08d5ca36","routes-docs-srb":"e153ff32"})[e]+".js",m.p="/";',
  'var b=(e,d)=>{var a,c,b=d[0],_=d[1],s=d[2],r=0;if(s)var o=s(m)};',
  'globalThis.runtime={m,install:b}})();',
].join('');

const chunk = (id: string) => `"use strict";(self.webpackChunkx=self.webpackChunkx||[]).push([["${id}"],{1(e){e.exports="${id}"}}]);`;

/** Runs code in a context with `self`, as a browser would, and returns the runtime it defines. */
function run(...files: string[]): {m: {u(id: string): string}; install(x: unknown, d: unknown[]): void} {
  const context = vm.createContext({});
  context.self = context;
  for (const file of files) vm.runInContext(file, context);
  return context.runtime;
}

test('the runtime table is read with its numeric keys as the chunk ids they stand for', () => {
  const table = findRuntimeTable(runtime);
  assert.deepEqual(table.hashes, {'0058b4c6': 'e389e324', '15504859': '08d5ca36', 'routes-docs-srb': 'e153ff32'});
  assert.equal(runtime.slice(table.start, table.end), '({"0058b4c6":"e389e324",0xec95db:"08d5ca36","routes-docs-srb":"e153ff32"})');
});

test('the rewritten runtime names the files it keeps, and those a chunk hands it once installed', () => {
  const table = findRuntimeTable(runtime);
  const rewritten = rewriteRuntime(runtime, table, {'routes-docs-srb': 'e153ff32'});
  assert.ok(!rewritten.includes('e389e324'), 'a moved entry is still in the runtime');
  const {m, install} = run(rewritten);
  assert.equal(m.u('routes-docs-srb'), 'assets/js/routes-docs-srb.e153ff32.js');
  assert.equal(m.u('0058b4c6'), 'assets/js/0058b4c6.undefined.js', 'unknown before its section is installed');
  // The runtime installs a chunk by calling its loading callback with the pushed array.
  const section = withHashes(chunk('routes-docs-srb'), 'routes-docs-srb.js', {'0058b4c6': 'e389e324'});
  const pushed: unknown[][] = [];
  const page = vm.createContext({});
  page.self = page;
  page.webpackChunkx = {push: (d: unknown[]) => pushed.push(d)};
  vm.runInContext(section, page);
  install(0, pushed[0]);
  assert.equal(m.u('0058b4c6'), 'assets/js/0058b4c6.e389e324.js');
});

test('a runtime or chunk of another shape stops the build, naming the piece', () => {
  assert.throws(
    () => findRuntimeTable('m.u=e=>"assets/js/"+e+".js"'),
    /performance\/chunk-hash-map: expected one chunk file name function/,
  );
  const table = findRuntimeTable(runtime);
  assert.throws(() => rewriteRuntime(runtime.replace('s=d[2]', 's=d.runtime'), table, {}), /no longer reads a third element/);
  assert.throws(() => withHashes('console.log(1)', 'x.js', {}), /x\.js is not a chunk file of the expected shape/);
});

/** Just enough of Rspack's chunks and chunk groups for splitTable. */
type FakeGroup = {initial: boolean; chunks: FakeChunk[]; parents: FakeGroup[]};
type FakeChunk = {id: string; files: Set<string>; groups: FakeGroup[]};
function fakeChunk(id: string): FakeChunk {
  return {id, files: new Set([`${id}.js`]), groups: []};
}
function group(initial: boolean, chunks: FakeChunk[], parents: FakeGroup[] = []): FakeGroup {
  const g = {initial, chunks, parents};
  for (const c of chunks) c.groups.push(g);
  return g;
}
const asRspack = (chunks: FakeChunk[]) =>
  chunks.map((c) => ({
    id: c.id,
    files: c.files,
    get groupsIterable() {
      return new Set(c.groups.map(asGroup));
    },
  })) as unknown as Chunk[];
const groupObjects = new Map<FakeGroup, unknown>();
function asGroup(g: FakeGroup): unknown {
  if (!groupObjects.has(g)) {
    groupObjects.set(g, {
      isInitial: () => g.initial,
      getParents: () => g.parents.map(asGroup),
      get chunks() {
        return asRspack(g.chunks);
      },
    });
  }
  return groupObjects.get(g);
}

test('an entry moves into a chunk of each group that loads it; what main.js loads stays in the runtime', () => {
  const [main, section, page, shared, diagram] = ['main', 'routes-docs-srb', 'page', 'vendors-shared', 'diagram'].map(fakeChunk);
  const entry = group(true, [main]);
  const sectionGroup = group(false, [section], [entry]);
  const pageGroup = group(false, [shared, page], [sectionGroup]);
  group(false, [shared], [entry]);
  group(false, [diagram], [pageGroup]);
  const chunks = asRspack([main, section, page, shared, diagram]);
  const {kept, carried} = splitTable({'routes-docs-srb': 's', page: 'p', 'vendors-shared': 'v', diagram: 'd'}, chunks);
  assert.deepEqual(kept, {'routes-docs-srb': 's', 'vendors-shared': 'v'});
  const byId = Object.fromEntries([...carried].map(([c, hashes]) => [c.id, hashes]));
  // The page chunk is in one group, the shared vendor chunk in two: the page chunk carries the diagram's entry.
  assert.deepEqual(byId, {'routes-docs-srb': {page: 'p'}, page: {diagram: 'd'}});
  assert.throws(() => splitTable({gone: 'g'}, chunks), /names chunk gone, which the build does not have/);
});
