/** The performance layer's switch and its pieces (plugins/performance); their contracts: upstream-contracts.test.ts. */
import {test} from 'node:test';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {enabledPieces, pieceNames} from '../../plugins/performance/switch';
import {pieces} from '../../plugins/performance/pieces';
import {performanceLayer} from '../../plugins/performance';
import layerState from '../../plugins/performance/layer-state';
import {builtPieces, withoutPiece} from '../layer';

test('the switch: every piece by default, none when off, all but the skipped ones', () => {
  assert.deepEqual([...enabledPieces({})], [...pieceNames]);
  assert.deepEqual([...enabledPieces({PERFORMANCE_LAYER: 'on'})], [...pieceNames]);
  assert.equal(enabledPieces({PERFORMANCE_LAYER: 'off'}).size, 0);
  const skipped = enabledPieces({PERFORMANCE_LAYER_SKIP: 'client-routes, route-prefetch'});
  assert.equal(skipped.size, pieceNames.length - 2);
  assert.ok(!skipped.has('client-routes') && !skipped.has('route-prefetch'));
});

test('the switch: a wrong value or an unknown piece stops the build', () => {
  assert.throws(() => enabledPieces({PERFORMANCE_LAYER: 'false'}), /PERFORMANCE_LAYER="false": expected "on" or "off"/);
  assert.throws(
    () => enabledPieces({PERFORMANCE_LAYER_SKIP: 'client-route'}),
    /unknown piece "client-route"; the pieces are start-after-paint, client-routes/,
  );
});

test('every piece has its folder and README section', () => {
  const readme = fs.readFileSync(path.join(__dirname, '../../plugins/performance/README.md'), 'utf8');
  for (const piece of pieces) {
    const plugin = path.join(__dirname, '../../plugins/performance', piece.name, 'index.ts');
    assert.ok(fs.existsSync(plugin), `no plugin for ${piece.name}: ${plugin} is missing`);
    assert.match(readme, new RegExp(`^### \`${piece.name}\``, 'm'), `README.md has no section for ${piece.name}`);
    assert.ok(piece.upstream.length > 0, `${piece.name} names no upstream file it depends on`);
  }
});

test("the layer off gives no piece's plugin", async () => {
  const off = performanceLayer({PERFORMANCE_LAYER: 'off'});
  // Only the plugin that keys the bundler's cache on the pieces.
  assert.equal(off.plugins.length, 1);
  const state = (off.plugins[0] as PluginModule)({} as LoadContext, undefined) as Plugin;
  assert.equal(state.name, 'performance-layer-state');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'layer-off-'));
  await state.postBuild!({outDir} as never);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(outDir, 'performance-layer.json'), 'utf8')), {pieces: []});
  const on = performanceLayer({});
  assert.equal(on.plugins.length, 1 + pieces.length);
  // Functions, so that no file path of the build machine reaches the browser's copy of the config.
  assert.ok(on.plugins.every((p) => typeof (Array.isArray(p) ? p[0] : p) === 'function'));
  assert.ok(on.plugins.some((p) => typeof p === 'function' && p.name === 'startAfterPaint'));
});

/** What configureWebpack needs of Docusaurus' utils: a DefinePlugin that records its definitions. */
class RecordingDefinePlugin {
  constructor(readonly definitions: Record<string, string>) {}
}
const bundlerUtils = {currentBundler: {instance: {DefinePlugin: RecordingDefinePlugin}}};

test("builds with different pieces never share the bundler's cache", () => {
  const versionAfter = (pieceList: string[]) => {
    const config = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}};
    const plugin = layerState(undefined, {pieces: pieceList});
    (plugin.configureWebpack as (c: unknown, s: boolean, u: unknown) => unknown)(config, false, bundlerUtils);
    return config.experiments.cache.version;
  };
  assert.equal(versionAfter([]), 'client-production-en-3.10.2-abc-layer-off');
  assert.notEqual(versionAfter(['client-routes', 'route-prefetch']), versionAfter(['client-routes']));
});

test('site code does not learn which pieces are on: no build-time constants, no branches on them', () => {
  const configure = layerState(undefined, {pieces: ['docsearch-on-demand']}).configureWebpack as unknown as (
    c: unknown,
    s: boolean,
    u: unknown,
  ) => unknown;
  assert.equal(configure({}, false, bundlerUtils), undefined);
  const siteCode = ['src', 'plugins', 'config'].flatMap((dir) =>
    (fs.readdirSync(path.join(__dirname, '../..', dir), {recursive: true, encoding: 'utf8'}) as string[])
      .filter((f) => /\.(ts|tsx|js|cjs)$/.test(f))
      .map((f) => path.join(dir, f)),
  );
  const branching = siteCode.filter((f) => /PERFORMANCE_PIECE_/.test(fs.readFileSync(path.join(__dirname, '../..', f), 'utf8')));
  assert.deepEqual(branching, []);
});

test('the build records its pieces, and tests of a piece skip on a build without it, naming the piece', async () => {
  const build = async (pieceList: string[]) => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'layer-record-'));
    await (layerState(undefined, {pieces: pieceList}).postBuild as unknown as (props: {outDir: string}) => Promise<void>)({outDir});
    return outDir;
  };
  const [off, some] = [await build([]), await build(['client-routes'])];
  try {
    assert.throws(() => builtPieces(os.tmpdir()), /performance-layer\.json is missing: build the site again/);
    assert.match(String(withoutPiece('client-routes', off)), /client-routes, which .* was built without \(PERFORMANCE_LAYER=off\)/);
    assert.equal(withoutPiece('client-routes', some), false);
    assert.match(String(withoutPiece(['client-routes', 'prism-on-demand'], some)), /prism-on-demand, which .* \(switched off\)/);
  } finally {
    for (const dir of [off, some]) fs.rmSync(dir, {recursive: true});
  }
});
