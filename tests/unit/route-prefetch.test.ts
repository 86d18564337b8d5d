import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildChunkIndex, chunkNamesOf} from '../../plugins/performance/route-prefetch/chunkIndex';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import {replacedModule, withoutChunkAssetPlugin} from '../../plugins/performance/route-prefetch';

test('every chunk name of a route tree, nested objects and lists included', () => {
  const tree = {__comp: 'a', __context: {plugin: 'b'}, items: [{content: 'c'}, {content: 'd'}], sidebar: 'e'};
  assert.deepEqual(chunkNamesOf(tree), ['a', 'b', 'c', 'd', 'e']);
  assert.deepEqual(chunkNamesOf({}), []);
});

test('the index maps each route path, without its hash, to the chunks of every route with that path', () => {
  const index = buildChunkIndex({
    '/docs-5e9': {__comp: 'layout', __props: 'version'},
    '/docs-a1b': {__comp: 'docItem', content: 'intro'},
    '/blog/page/2-0f3': {__comp: 'list', items: [{content: 'p1'}, {content: 'p2'}]},
    '/docs/srb/sales/dealing-with-currencies-4c2': {__comp: 'docItem', content: 'currencies'},
  });
  assert.deepEqual(index.get('/docs'), ['layout', 'version', 'docItem', 'intro']);
  assert.deepEqual(index.get('/blog/page/2'), ['list', 'p1', 'p2']);
  // Hyphens inside the path stay; only the final "-<hash>" goes.
  assert.deepEqual(index.get('/docs/srb/sales/dealing-with-currencies'), ['docItem', 'currencies']);
  assert.equal(index.size, 3);
});

test('the replaced module is where Docusaurus keeps it (an upgrade that moves it fails here, not silently)', () => {
  const file = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
  assert.match(file, replacedModule);
  assert.match(replacedModule.source, /docusaurus/);
});

test("the client build loses Docusaurus' ChunkAssetPlugin and nothing else; without it the build fails loudly", () => {
  const kept = {apply() {}};
  const config = {plugins: [kept, new ChunkAssetPlugin(), kept]};
  withoutChunkAssetPlugin(config);
  assert.deepEqual(config.plugins, [kept, kept]);
  assert.throws(() => withoutChunkAssetPlugin(config), /route-prefetch: Docusaurus no longer adds its ChunkAssetPlugin/);
});
