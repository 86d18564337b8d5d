import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  captionSpans,
  checkTerminology,
  createChecker,
  pageCaptions,
  readTerminology,
  report,
  TerminologyError,
} from '../../plugins/content-checks/terminology';
import {formatProblem} from '../../plugins/content-checks/problems';

const site = path.join(__dirname, '..', 'fixtures', 'terminology');
const docs = 'i18n/de/docusaurus-plugin-content-docs/current/ubb';
const reported = checkTerminology(site).map(formatProblem);

test('an English caption in German text is reported with file, line and the German term', () => {
  assert.ok(
    reported.includes(
      `${docs}/suppliers.md:11: "Usage Data Suppliers" is the English caption; write the German "Nutzungsdatenlieferanten" (config/terminology/de.json)`,
    ),
    reported.join('\n'),
  );
});

test('the description in the front matter is German text too', () => {
  assert.ok(
    reported.some((line) => line.startsWith(`${docs}/suppliers.md:3: "Usage Data Suppliers"`)),
    reported.join('\n'),
  );
});

test('a second German term for one English caption is reported', () => {
  assert.ok(
    reported.includes(
      `${docs}/suppliers.md:21: "Nutzungsdaten Lieferanten" is a second German term for "Usage Data Suppliers"; the German pages use "Nutzungsdatenlieferanten" (config/terminology/de.json)`,
    ),
    reported.join('\n'),
  );
});

test('product names on the allow list, glosses in parentheses, code, links and unpublished captions pass', () => {
  assert.deepEqual(
    reported.filter((line) => line.startsWith(`${docs}/suppliers.md`)).map((line) => line.split(':').slice(0, 2).join(':')),
    [`${docs}/suppliers.md:3`, `${docs}/suppliers.md:11`, `${docs}/suppliers.md:21`],
  );
});

test('the messages have the shape the pull-request problem matcher reads', () => {
  const matcher = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '.github', 'content-problems.json'), 'utf8'));
  const pattern = new RegExp(matcher.problemMatcher[0].pattern[0].regexp);
  for (const line of reported) {
    const match = pattern.exec(line);
    assert.ok(match, line);
    assert.match(match[1], /^i18n\/de\//);
    assert.match(match[2], /^\d+$/);
  }
});

test('a caption quoted in a longer English parenthesis is still reported', () => {
  const checker = createChecker(readTerminology(path.join(site, 'config', 'terminology', 'de.json')));
  const problems = checker.check('x.md', 'Text (Usage Data Suppliers oder andere)\n');
  assert.equal(problems.length, 1);
});

test('a broken terminology file names the file and the entry', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminology-'));
  const file = path.join(dir, 'de.json');
  fs.writeFileSync(file, JSON.stringify({allow: [], terms: [{en: 'Type', de: 'Art', note: 'x', sources: ['http://insecure']}]}));
  assert.throws(
    () => readTerminology(file),
    (error: Error) => error instanceof TerminologyError && error.message.includes(file) && error.message.includes('(Type)'),
  );
  fs.writeFileSync(
    file,
    JSON.stringify({
      allow: [],
      terms: [
        {en: 'Type', de: 'Art', note: 'x', sources: ['https://a']},
        {en: 'Type', de: 'Typ', note: 'x', sources: ['https://a']},
      ],
    }),
  );
  assert.throws(() => readTerminology(file), /"Type" is already defined in terms\[0\]/);
});

test('the real terminology file is valid', () => {
  const terminology = readTerminology(path.join(__dirname, '..', '..', 'config', 'terminology', 'de.json'));
  assert.ok(terminology.terms.length > 100);
});

test('product names come from config/products.ts, with and without "DYCE", without repeating them in allow', () => {
  const checker = createChecker({allow: [], terms: [{en: 'Billing', de: 'Abrechnung', note: 'x', sources: ['https://example.org']}]});
  const text = 'Usage Based Billing und DYCE Project Billing rechnen ab. Öffnen Sie **Billing**.\n';
  assert.equal(checker.check('x.md', text).length, 1, 'only the lone "Billing" is a caption');
});

test('an allow list that repeats a product name of config/products.ts is rejected, naming the file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminology-'));
  const file = path.join(dir, 'de.json');
  fs.writeFileSync(file, JSON.stringify({allow: ['Jira', 'Project Billing'], terms: []}));
  assert.throws(
    () => readTerminology(file),
    (error: Error) =>
      error instanceof TerminologyError &&
      error.message.includes(file) &&
      error.message.includes('"Project Billing"') &&
      error.message.includes('config/products.ts'),
  );
});

test('an English caption of the English twin that the terminology does not declare fails, naming file, line and caption', () => {
  const imports = reported.filter((line) => line.startsWith(`${docs}/imports.md`));
  assert.equal(imports.length, 1, reported.join('\n'));
  assert.match(
    imports[0],
    /^i18n\/de\/docusaurus-plugin-content-docs\/current\/ubb\/imports\.md:9: "Create Proposal" is an English caption of docs\/ubb\/imports\.md; write its German caption, or declare it in config\/terminology\/de\.json/,
  );
});

test('declared captions pass: null (unpublished), allow list, product names; a span without a word is no caption', () => {
  const page = pageCaptions(site, readTerminology(path.join(site, 'config', 'terminology', 'de.json'))).find((p) =>
    p.file.file.endsWith('ubb/imports.md'),
  )!;
  assert.deepEqual(
    page.english.map((c) => [c.line, c.caption, c.term?.de]),
    [
      [9, 'Create Proposal', undefined],
      [11, 'Client Key', null],
    ],
  );
  assert.ok(!page.captions.some((c) => c.caption === 'Jira' || c.caption === '1M'));
});

test('a caption written in German passes; another one left in English fails', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminology-'));
  fs.cpSync(site, dir, {recursive: true});
  const german = path.join(dir, 'i18n/de/docusaurus-plugin-content-docs/current/ubb/imports.md');
  fs.writeFileSync(german, fs.readFileSync(german, 'utf8').replace('*Create Proposal*', '*Vorschlag erstellen*'));
  assert.deepEqual(
    checkTerminology(dir).filter((p) => p.file.endsWith('imports.md')),
    [],
  );
  fs.writeFileSync(german, fs.readFileSync(german, 'utf8').replace('**Periode**', '**Period**'));
  const problems = checkTerminology(dir).filter((p) => p.file.endsWith('imports.md'));
  assert.deepEqual(
    problems.map((p) => [p.line, p.message.split(';')[0]]),
    [[11, '"Period" is an English caption of docs/ubb/imports.md']],
  );
});

test('bold and italic spans are captions, with link brackets and a closing colon removed', () => {
  const spans = captionSpans('---\ntitle: x\n---\n\nWählen Sie **[Neu](./a.md):** und *Art* oder _Typ_, nicht `**Code**`.\n');
  assert.deepEqual(
    spans.map((s) => s.caption),
    ['Neu', 'Art', 'Typ'],
  );
});

test('the report counts captions and English captions per area', () => {
  const {areas, open} = report(site);
  const ubb = areas.find((a) => a.area === 'ubb')!;
  assert.equal(ubb.english, 2);
  assert.equal(ubb.unpublished, 1);
  assert.equal(ubb.undeclared, 1);
  assert.deepEqual(
    open.map((c) => c.caption),
    ['Create Proposal'],
  );
});

test('an English caption is recognised whatever case its English twin writes it in, also in a heading', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminology-'));
  fs.cpSync(site, dir, {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'docs/ubb/renewal.md'),
    '---\ntitle: Renewal\n---\n\nService commitments are called *subscription lines* here.\n\n## Favorite vendor\n\nThe vendor comes from the favorite vendor logic.\n',
  );
  fs.writeFileSync(
    path.join(dir, `${docs}/renewal.md`),
    '---\ntitle: Verlängerung\n---\n\nLeistungen heißen hier *Subscription Lines*.\n\n## Kreditor\n\nDer Kreditor stammt aus der Logik für favorisierte Kreditoren (*Favorite Vendor*).\n',
  );
  assert.deepEqual(
    checkTerminology(dir)
      .filter((p) => p.file.endsWith('renewal.md'))
      .map((p) => [p.line, p.message.split(';')[0]]),
    [
      [5, '"Subscription Lines" is an English caption of docs/ubb/renewal.md'],
      [9, '"Favorite Vendor" is an English caption of docs/ubb/renewal.md'],
    ],
  );
});

test('the first use of a caption without a German caption gives its German meaning in the same sentence; later uses need none', () => {
  const checker = createChecker(readTerminology(path.join(site, 'config', 'terminology', 'de.json')));
  const lines = (text: string) => checker.check('x.md', text).map(formatProblem);
  assert.deepEqual(
    lines('Kopieren Sie den **Client Key** (Client-Schlüssel) aus der Übersicht.\n\nDer *Client Key* gilt für alle Dienste.\n'),
    [],
  );
  assert.deepEqual(lines('Kopieren Sie den Client-Schlüssel (**Client Key**) aus der Übersicht.\n'), []);
  assert.deepEqual(lines('| **Client Key** (client-schlüssel) | Der Schlüssel des Dienstes. |\n'), [], 'case is ignored');
  assert.deepEqual(lines('Kopieren Sie den **Client Key** aus der Übersicht.\n\nDer **Client Key** (Client-Schlüssel) gilt.\n'), [
    'x.md:1: "Client Key" has no German caption; at its first use on the page, give its German meaning in the same sentence: "Client Key (Client-Schlüssel)" (config/terminology/de.json)',
  ]);
  assert.equal(
    lines('Kopieren Sie den **Client Key**. Er bleibt geheim (Client-Schlüssel).\n').length,
    1,
    'the gloss is in the next sentence',
  );
  assert.equal(lines('| **Client Key** | Der Schlüssel (Client-Schlüssel). |\n').length, 1, 'the gloss is in the next table cell');
  assert.equal(
    lines('Kopieren Sie den **Client Key** (Schlüssel) aus der Übersicht.\n').length,
    1,
    'other words than the gloss of the terminology',
  );
  assert.deepEqual(lines('Der Code `**Client Key**` und die Seite **Status** brauchen keine Erklärung.\n'), []);
});

test('a German page whose first use of an English caption lacks the German meaning fails, naming file, line and caption', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminology-'));
  fs.cpSync(site, dir, {recursive: true});
  const german = path.join(dir, `${docs}/imports.md`);
  fs.writeFileSync(german, fs.readFileSync(german, 'utf8').replace('**Client Key** (Client-Schlüssel)', '**Client Key**'));
  assert.deepEqual(
    checkTerminology(dir)
      .filter((p) => p.file.endsWith('imports.md') && p.message.includes('German meaning'))
      .map((p) => [p.file, p.line, p.message.split(';')[0]]),
    [[`${docs}/imports.md`, 11, '"Client Key" has no German caption']],
  );
});

test('a caption without a German caption needs a gloss in the terminology, and only such a caption has one', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminology-'));
  const file = path.join(dir, 'de.json');
  fs.writeFileSync(file, JSON.stringify({allow: [], terms: [{en: 'Client Key', de: null, note: 'x', sources: ['https://a']}]}));
  assert.throws(() => readTerminology(file), /\(Client Key\): "gloss" must give the German meaning/);
  fs.writeFileSync(file, JSON.stringify({allow: [], terms: [{en: 'Type', de: 'Art', gloss: 'Art', note: 'x', sources: ['https://a']}]}));
  assert.throws(() => readTerminology(file), /\(Type\): "gloss" is only for captions without a German caption/);
});
