import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tslib from 'tslib';
import {checkUtilsCommon, helpersFile, tslibHelpersUsed} from '../../plugins/performance/utils-common-tslib';

test('the installed utils-common requires tslib only in files whose helpers helpers.cjs defines', () => {
  assert.deepEqual(checkUtilsCommon(), ['index.js']);
});

test('the helpers behave as tslib defines them', () => {
  const helpers = require(helpersFile) as typeof tslib;
  for (const mod of [{__esModule: true, default: 1}, {a: 1}, null, undefined, 5]) {
    assert.deepEqual(helpers.__importDefault(mod), tslib.__importDefault(mod));
  }
});

test('a helper helpers.cjs lacks, or a utils-common without tslib, stops the build naming the piece', () => {
  const lib = fs.mkdtempSync(path.join(os.tmpdir(), 'utils-common-'));
  fs.writeFileSync(path.join(lib, 'a.js'), 'const tslib_1 = require("tslib");\ntslib_1.__importDefault(x); tslib_1.__awaiter(y);');
  assert.deepEqual(tslibHelpersUsed(fs.readFileSync(path.join(lib, 'a.js'), 'utf8')), ['__awaiter', '__importDefault']);
  assert.throws(() => checkUtilsCommon(lib), /utils-common-tslib: @docusaurus\/utils-common\/lib\/a\.js uses tslib's __awaiter/);
  fs.writeFileSync(path.join(lib, 'a.js'), 'exports.x = 1;');
  assert.throws(() => checkUtilsCommon(lib), /utils-common-tslib: @docusaurus\/utils-common no longer requires tslib/);
  fs.rmSync(lib, {recursive: true});
});
