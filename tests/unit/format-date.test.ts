import {test} from 'node:test';
import assert from 'node:assert/strict';
import {dateFormatter} from '../../src/utils/formatDate';

test('release-note dates are long dates in the reader’s language, never shifted by the time zone', () => {
  assert.equal(dateFormatter('en-US')('2023-10-16'), 'October 16, 2023');
  assert.equal(dateFormatter('de-DE')('2023-10-16'), '16. Oktober 2023');
  assert.equal(dateFormatter('de-DE')('2025-01-01'), '1. Januar 2025');
});
