/**
 * The piece of plugins/performance that changes a few lines of installed
 * files at build time: history's failure on an address with a malformed
 * percent-encoding (history-malformed-url). The edits must apply to the
 * installed files and keep their purpose.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {createRequire} from 'node:module';

/** An edit: in the file inside node_modules, `find` must occur once and becomes `replace`. */
type SourceEdit = {file: string; find: string; replace: string};

/** Applies the edits to a source text as the piece's loader does. */
function applyEdits(piece: string, file: string, source: string, edits: SourceEdit[]): string {
  const loader = require('../../plugins/performance/source-edits/loader.cjs') as (this: unknown, source: string) => string;
  return loader.call({getOptions: () => ({piece, edits}), resourcePath: file}, source);
}
import {edits as historyEdits} from '../../plugins/performance/history-malformed-url';

const nodeModules = path.join(__dirname, '../../node_modules');
const installed = (file: string) => fs.readFileSync(path.join(nodeModules, file), 'utf8');
const edited = (piece: string, edit: SourceEdit) => applyEdits(piece, path.join(nodeModules, edit.file), installed(edit.file), [edit]);

/** history's CommonJS build after the edit, evaluated on its own. */
function editedHistory(): {createLocation: (path: string) => {pathname: string}} {
  const source = edited(
    'history-malformed-url',
    historyEdits.find((e) => e.file.includes('/cjs/'))!,
  );
  const module = {exports: {}};
  const requireFromHistory = createRequire(path.join(nodeModules, 'history/cjs/history.js'));
  vm.runInThisContext(`(function (exports, require, module) {${source}\n})`)(module.exports, requireFromHistory, module);
  return module.exports as ReturnType<typeof editedHistory>;
}

test('history-malformed-url: a malformed percent-encoding stays as it is, a valid one is still decoded', () => {
  for (const edit of historyEdits)
    assert.ok(installed(edit.file).includes('could not be decoded'), `${edit.file}: the installed file should be unchanged`);
  const {createLocation} = editedHistory();
  assert.equal(createLocation('/docs/%E0%A4%A').pathname, '/docs/%E0%A4%A');
  assert.equal(createLocation('/docs/%E0%A4').pathname, '/docs/%E0%A4');
  assert.equal(createLocation('/docs/%C3%BCber').pathname, '/docs/über');
});

test('an edit whose text is gone stops the build, naming the piece and the switch', () => {
  const edit = {file: 'pkg/lib/file.js', find: 'old()', replace: 'new()'};
  assert.throws(
    () => applyEdits('some-piece', '/x/node_modules/pkg/lib/file.js', 'changed()', [edit]),
    /plugins\/performance\/some-piece: .*found it 0 times.*PERFORMANCE_LAYER_SKIP=some-piece.*PERFORMANCE_LAYER=off/s,
  );
  assert.throws(() => applyEdits('some-piece', '/x/node_modules/pkg/lib/file.js', 'old() old()', [edit]), /found it 2 times/);
  // Files the edit is not for pass unchanged.
  assert.equal(applyEdits('some-piece', '/x/node_modules/other.js', 'old()', [edit]), 'old()');
});
