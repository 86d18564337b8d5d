import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {findProblems, looksEnglish, productTranslations, scratchSite} from '../../plugins/content-checks/translations';
import {allAreas} from '../../config/products';

test('a key missing in German and a key left in English are both reported', () => {
  const english = {'code.json': {'a.title': {message: 'Imprint'}, 'a.body': {message: 'Legal notice'}, 'a.ok': {message: 'Hello'}}};
  const german = {'code.json': {'a.title': {message: 'Imprint'}, 'a.ok': {message: 'Hallo'}}};
  assert.deepEqual(findProblems(english, german), [
    {file: 'code.json', key: 'a.title', problem: 'english', english: 'Imprint'},
    {file: 'code.json', key: 'a.body', problem: 'missing', english: 'Legal notice'},
  ]);
});

test('an English label with other capitals is still English', () => {
  const file = 'docusaurus-plugin-content-docs/current.json';
  const key = 'sidebar.docs.category.pb-professional-services';
  const english = {[file]: {[key]: {message: 'Professional services'}}};
  assert.deepEqual(findProblems(english, {[file]: {[key]: {message: 'Professional Services'}}}), [
    {file, key, problem: 'english', english: 'Professional services'},
  ]);
  assert.deepEqual(findProblems(english, {[file]: {[key]: {message: 'Dienstleistungen'}}}), []);
});

test('the German sidebar names the professional services category in German', () => {
  const german = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'i18n/de/docusaurus-plugin-content-docs/current.json'), 'utf8'),
  ) as Record<string, {message: string}>;
  assert.equal(german['sidebar.docs.category.pb-professional-services'].message, 'Dienstleistungen');
});

test('product names that are the same in both languages are not reported', () => {
  const cockpit = allAreas().find((a) => a.code === 'cp')!;
  const key = 'sidebar.docs.category.area-cp';
  const file = 'docusaurus-plugin-content-docs/current.json';
  assert.equal(cockpit.name.de, cockpit.name.en);
  assert.deepEqual(findProblems({[file]: {[key]: {message: 'Cockpit'}}}, {[file]: {[key]: {message: 'Cockpit'}}}), []);
});

test('product strings come from config/products.ts', () => {
  const strings = productTranslations();
  assert.equal(strings['docusaurus-plugin-content-docs/current.json']['sidebar.docs.category.area-web-tt'], 'Time Tracking');
  assert.equal(strings['docusaurus-theme-classic/footer.json']['link.title.Billing'], 'Abrechnung');
});

test('German defaults that kept older English wording are caught too', () => {
  assert.equal(looksEnglish('to select'), true);
  assert.equal(looksEnglish('No results for'), true);
  assert.equal(looksEnglish('Keine Ergebnisse für'), false);
  assert.equal(looksEnglish('Subscription & Recurring Billing'), false);
  const english = {'code.json': {k: {message: 'Select'}}};
  assert.equal(findProblems(english, {'code.json': {k: {message: 'to select'}}}).length, 1);
});

test('the scratch site for the check links no single file, which Windows allows only to administrators', (t) => {
  const dir = scratchSite();
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const fileLinks = fs
    .readdirSync(dir)
    .filter((entry) => fs.lstatSync(path.join(dir, entry)).isSymbolicLink() && fs.statSync(path.join(dir, entry)).isFile());
  assert.deepEqual(fileLinks, []);
  assert.ok(fs.statSync(path.join(dir, 'docusaurus.config.ts')).isFile());
  assert.ok(fs.statSync(path.join(dir, 'node_modules')).isDirectory());
  assert.ok(fs.statSync(path.join(dir, 'i18n', 'de')).isDirectory());
});

test('German UI strings quote with „…“, not with straight quotes', () => {
  const file = path.resolve(__dirname, '../../i18n/de/code.json');
  const messages = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>);
  const straight = messages.filter(([, {message}]) => /["']/.test(message)).map(([key, {message}]) => `${key}: ${message}`);
  assert.deepEqual(straight, []);
  assert.match(messages.find(([key]) => key === 'theme.SearchPage.existingResultsTitle')![1].message, /„\{query\}“/);
});
