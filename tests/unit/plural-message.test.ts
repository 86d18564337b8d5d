/** Plural forms without Intl.PluralRules (plugins/performance/lean-theme-components/pluralMessage.ts), as in the reading time of release notes. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {locales} from '../../config/i18n';
import {pluralCategory, selectPluralMessage} from '../../plugins/performance/lean-theme-components/pluralMessage';

test('the plural category of every count from 0 to 200 is the one Intl.PluralRules gives, in every language of the site', () => {
  for (const locale of locales) {
    const rules = new Intl.PluralRules(locale);
    for (let count = 0; count <= 200; count++) {
      assert.equal(pluralCategory(count, locale), rules.select(count), `${locale}: ${count}`);
    }
  }
});

test('a message picks its form as Docusaurus does: one|other, the last form when there are fewer, the only one when there is one', () => {
  assert.equal(selectPluralMessage('One min read|3 min read', 1, 'en'), 'One min read');
  assert.equal(selectPluralMessage('One min read|3 min read', 3, 'en'), '3 min read');
  assert.equal(selectPluralMessage('Eine Minute Lesezeit|0 Minuten Lesezeit', 0, 'de'), '0 Minuten Lesezeit');
  assert.equal(selectPluralMessage('5 min read', 1, 'en'), '5 min read');
});
