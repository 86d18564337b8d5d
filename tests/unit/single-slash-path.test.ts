import {test} from 'node:test';
import assert from 'node:assert/strict';
import {singleSlashPath} from '../../src/utils/singleSlashPath';

test('repeated slashes become one, so no path built from the address starts with //', () => {
  assert.equal(singleSlashPath('/de//docs/srb'), '/de/docs/srb');
  assert.equal(singleSlashPath('//docs/srb'), '/docs/srb');
  assert.equal(singleSlashPath('///evil.example//x///'), '/evil.example/x/');
  assert.equal(singleSlashPath('/docs/srb/'), '/docs/srb/');
  assert.equal(singleSlashPath('/'), '/');
});
