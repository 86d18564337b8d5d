import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {operatorSettings} from '../../config/operator';

const siteDir = path.join(__dirname, '..', '..');
const imprint = fs.readFileSync(path.join(siteDir, 'src/pages/imprint.tsx'), 'utf8');
const german = JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n/de/code.json'), 'utf8')) as Record<string, {message: string}>;

/** The placeholder texts that src/pages/imprint.tsx translates, by setting. */
const translated = new Map(
  [...imprint.matchAll(/translate\(\{id: 'site\.imprint\.placeholder\.(\w+)', message: '([^']*)'\}\)/g)].map(([, key, message]) => [
    key,
    message,
  ]),
);

test('every bracketed operator placeholder the imprint shows is translated, with the text of config/operator.ts', () => {
  const shown = Object.entries(operatorSettings).filter(
    ([key, setting]) => /^\[.*\]$/.test(setting.placeholder) && new RegExp(`\\{operator\\.${key}\\}`).test(imprint),
  );
  assert.ok(shown.length >= 8, 'the imprint shows the address, representative, phone, register and VAT id');
  for (const [key, setting] of shown) {
    assert.equal(translated.get(key), setting.placeholder, `site.imprint.placeholder.${key} says what config/operator.ts says`);
  }
});

test('the German imprint shows German placeholders', () => {
  assert.ok(translated.size > 0);
  for (const [key, english] of translated) {
    const de = german[`site.imprint.placeholder.${key}`]?.message;
    assert.ok(de, `i18n/de/code.json translates site.imprint.placeholder.${key}`);
    assert.notEqual(de, english);
    assert.match(de, /^\[.+\]$/, 'still recognisable as a placeholder');
  }
});
