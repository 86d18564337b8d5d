import {test} from 'node:test';
import assert from 'node:assert/strict';
import {dateFormatter, dayFormatter} from '../../src/utils/formatDate';
import {titleWithoutDate} from '../../src/utils/titleWithoutDate';

test('release-note dates are long dates in the reader’s language, never shifted by the time zone', () => {
  assert.equal(dateFormatter('en-US')('2023-10-16'), 'October 16, 2023');
  assert.equal(dateFormatter('de-DE')('2023-10-16'), '16. Oktober 2023');
  assert.equal(dateFormatter('de-DE')('2025-01-01'), '1. Januar 2025');
});

test('the archive shows day and month under the year’s heading', () => {
  assert.equal(dayFormatter('en')('2025-01-13T00:00:00.000Z'), 'Jan 13');
  assert.equal(dayFormatter('de')('2025-01-13T00:00:00.000Z'), '13. Jan.');
});

test('a title loses its own date at its end, in either language, and nothing else', () => {
  assert.equal(titleWithoutDate('Hotfix 13 January 2025', '2025-01-13T00:00:00.000Z'), 'Hotfix');
  assert.equal(titleWithoutDate('Connect update 4 November 2025', '2025-11-04'), 'Connect update');
  assert.equal(titleWithoutDate('Hotfix vom 13. Januar 2025', '2025-01-13'), 'Hotfix');
  assert.equal(titleWithoutDate('Feature-Release vom 4. März 2025', '2025-03-04'), 'Feature-Release');
  // Another date, a title without one, a date that is the whole title: as they are.
  assert.equal(titleWithoutDate('Hotfix 14 January 2025', '2025-01-13'), 'Hotfix 14 January 2025');
  assert.equal(titleWithoutDate('Hotfix 13 February 2025', '2025-01-13'), 'Hotfix 13 February 2025');
  assert.equal(titleWithoutDate('Archive Usage Based Billing', '2023-09-30'), 'Archive Usage Based Billing');
  assert.equal(titleWithoutDate('13 January 2025', '2025-01-13'), '13 January 2025');
});
