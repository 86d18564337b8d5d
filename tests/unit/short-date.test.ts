/** The last-updated date of doc pages and the date of release notes (plugins/performance/lean-theme-components/shortDate.ts), formatted without Intl. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {locales} from '../../config/i18n';
import {longDate, shortDate} from '../../plugins/performance/lean-theme-components/shortDate';

test('last-updated dates read as Intl would write them, in every language of the site, for every month', () => {
  for (const locale of locales) {
    const intl = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    for (let month = 0; month < 12; month++) {
      const timestamp = Date.UTC(2025, month, 4, 23, 30);
      assert.equal(shortDate(timestamp, locale), intl.format(timestamp), `${locale}, month ${month + 1}`);
    }
  }
  // The UTC day, whatever the reader's time zone; ISO in a language without month names.
  assert.equal(shortDate(Date.UTC(2025, 10, 4, 23, 59), 'en'), 'Nov 4, 2025');
  assert.equal(shortDate(Date.UTC(2025, 10, 4), 'fr'), '2025-11-04');
});

test('release-note dates read as Intl would write them with the month in full, in every language of the site, for every month', () => {
  for (const locale of locales) {
    const intl = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    for (let month = 0; month < 12; month++) {
      const timestamp = Date.UTC(2025, month, 4, 23, 30);
      assert.equal(longDate(timestamp, locale), intl.format(timestamp), `${locale}, month ${month + 1}`);
      // Release notes carry their date as an ISO string.
      assert.equal(longDate(new Date(timestamp).toISOString(), locale), intl.format(timestamp), `${locale}, month ${month + 1}, ISO`);
    }
  }
  assert.equal(longDate('2025-04-15T00:00:00.000Z', 'de'), '15. April 2025');
  assert.equal(longDate('2025-04-15T00:00:00.000Z', 'fr'), '2025-04-15');
});
