import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isExpired} from '../../src/utils/expiry';

test('an announcement without expiry never expires', () => {
  assert.equal(isExpired(undefined, new Date('2100-01-01')), false);
  assert.equal(isExpired(null, new Date('2100-01-01')), false);
});

test('the expiry day itself still shows the bar', () => {
  assert.equal(isExpired('2025-06-30', new Date('2025-06-30T22:00:00Z')), false);
  assert.equal(isExpired('2025-06-30', new Date('2025-07-01T00:00:01Z')), true);
});

test('a malformed date is an error that names the setting', () => {
  assert.throws(() => isExpired('30.06.2025', new Date()), /announcementBar\.expires/);
});
