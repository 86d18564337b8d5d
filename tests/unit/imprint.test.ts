/** What readers see of the operator settings: no placeholder, the copyright years, the imprint's given details (config/operatorDisplay.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readOperatorSettings} from '../../config/operator';
import {copyrightNotice, imprintDetails, imprintFields} from '../../config/operatorDisplay';
import {findProblems, notTranslated} from '../../plugins/content-checks/translations';

const siteDir = path.join(__dirname, '..', '..');

test('the copyright runs from 2025 to the build year, and names the holder only once it is given', () => {
  assert.equal(copyrightNotice('ACME GmbH', 2025), 'Copyright © 2025 ACME GmbH');
  assert.equal(copyrightNotice('ACME GmbH', 2026), 'Copyright © 2025–2026 ACME GmbH');
  assert.equal(copyrightNotice(' ACME GmbH ', 2031), 'Copyright © 2025–2031 ACME GmbH');
  assert.equal(copyrightNotice('[Operator company name]', 2026), 'Copyright © 2025–2026');
  assert.equal(copyrightNotice('', 2026), 'Copyright © 2025–2026');
  // A clock set back does not make the range run backwards.
  assert.equal(copyrightNotice('ACME GmbH', 2024), 'Copyright © 2025 ACME GmbH');
});

test('without operator settings the imprint shows none of its details and names every one as missing', () => {
  const {given, missing} = imprintDetails(readOperatorSettings({}));
  assert.deepEqual(given, {});
  assert.deepEqual(missing, [...imprintFields]);
});

test('the imprint shows the details that are given and leaves out the rest', () => {
  const operator = readOperatorSettings({OPERATOR_COMPANY: 'ACME GmbH', OPERATOR_CITY: '12345 Berlin', CONTACT_EMAIL: 'docs@acme.test'});
  const {given, missing} = imprintDetails(operator);
  assert.deepEqual(given, {company: 'ACME GmbH', city: '12345 Berlin', email: 'docs@acme.test'});
  assert.deepEqual(missing, ['street', 'country', 'representedBy', 'phone', 'register', 'vatId']);
  const all = Object.fromEntries(imprintFields.map((field) => [field, `${field} value`]));
  assert.deepEqual(imprintDetails({...operator, ...all}).missing, []);
});

test('the German footer takes its copyright from the config: a copy in footer.json would keep the placeholder', () => {
  const footer = JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n/de/docusaurus-theme-classic/footer.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  assert.equal(footer.copyright, undefined);
  const file = 'docusaurus-theme-classic/footer.json';
  assert.ok(notTranslated.has(`${file}:copyright`));
  const english = {[file]: {copyright: {message: 'Copyright © 2025–2026'}}};
  assert.deepEqual(findProblems(english, {[file]: {}}), []);
  assert.deepEqual(findProblems(english, {[file]: {copyright: {message: 'Copyright © 2025 [Operator company name]'}}}), [
    {file, key: 'copyright', problem: 'frozen', english: 'Copyright © 2025–2026'},
  ]);
});

test('no German interface string is an operator placeholder', () => {
  const german = fs.readFileSync(path.join(siteDir, 'i18n/de/code.json'), 'utf8');
  assert.doesNotMatch(german, /"message": "\[[^"]*\]"/);
});
