import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {main, planDoc, planPost, writeNewFiles, ScaffoldError, titleFromSlug} from '../../scripts/new-content';
import {checkContent} from '../../plugins/content-checks/site';
import {formatProblem} from '../../plugins/content-checks/problems';
import {tagFiles} from '../../plugins/content-checks/content-files';
import {placeholders} from '../../plugins/content-checks/placeholders';
import {nodeBin, type BinName} from '../../scripts/node-bin';

const siteDir = path.join(__dirname, '..', '..');
const goodFixture = path.join(__dirname, '..', 'fixtures', 'content', 'good');

/** A scratch copy of the good fixture site with the site's real tag files. */
function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-content-'));
  fs.cpSync(goodFixture, dir, {recursive: true});
  for (const file of Object.values(tagFiles)) fs.copyFileSync(path.join(siteDir, file), path.join(dir, file));
  return dir;
}

function tool(name: BinName, cwd: string, args: string[]) {
  const {command, args: commandArgs} = nodeBin(name, args);
  const result = spawnSync(command, commandArgs, {cwd, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

/** Each line of a scaffolded file holding one of the placeholders, as `file:line`. */
function placeholderLines(files: {file: string; content: string}[]): string[] {
  return files.flatMap(({file, content}) =>
    content
      .split('\n')
      .map((line, i) => (placeholders.some((p) => line.includes(p.text)) ? `${file}:${i + 1}` : null))
      .filter((where) => where !== null),
  );
}

/** A scaffolded file with every placeholder line replaced by an editor's sentence (headings by a heading). */
function filledIn({file, content}: {file: string; content: string}): string {
  const german = file.startsWith('i18n/de/');
  return content
    .split('\n')
    .map((line) => {
      const placeholder = placeholders.find((p) => line.includes(p.text));
      if (!placeholder) return line;
      if (placeholder.heading) return german ? '## Vertragsabrechnung' : '## Contract billing';
      const sentence = german
        ? 'Abrechnungsvorschläge erstellen Rechnungen für jede fällige Vertragszeile.'
        : 'Billing proposals create invoices for each contract line that is due.';
      return line.replace(placeholder.text, sentence);
    })
    .join('\n');
}

test('a new doc and a new post of each type are refused for their placeholders only, and pass every content check once they are replaced', (t) => {
  const dir = scratch();
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const created = [...planDoc(dir, 'srb/setup/contract-renewal'), ...planDoc(dir, 'srb/billing-rhythm')];
  for (const type of ['release', 'feature', 'hotfix', 'connect']) created.push(...planPost(type, '2025-05-01'));
  writeNewFiles(dir, created);
  assert.equal(created.length, 12);
  // As created: one problem per placeholder line, naming the file and the line, and nothing else.
  const problems = checkContent(dir).problems;
  assert.deepEqual(problems.map((p) => `${p.file}:${p.line}`).sort(), placeholderLines(created).sort());
  for (const problem of problems)
    assert.match(formatProblem(problem), /^\S+:\d+: still holds the placeholder ".+" that npm run new:doc or new:post wrote/);
  // Every file holds placeholders: the description of a doc, the summary of a post, a step or change below.
  for (const {file} of created) assert.ok(problems.filter((p) => p.file === file).length >= 3, `${file} has too few placeholders`);
  for (const f of created) fs.writeFileSync(path.join(dir, f.file), filledIn(f));
  assert.deepEqual(checkContent(dir).problems.map(formatProblem), []);
  // And Markdown lint and spelling.
  const files = created.map((f) => f.file);
  const lint = tool('markdownlint-cli2', dir, ['--config', path.join(siteDir, '.markdownlint-cli2.jsonc'), ...files]);
  assert.equal(lint.status, 0, lint.output);
  const spell = tool('cspell', dir, ['--config', path.join(siteDir, 'cspell.config.yaml'), '--no-progress', ...files]);
  assert.equal(spell.status, 0, spell.output);
  assert.match(spell.output, /Files checked: 12/);
});

test('a new doc gets English and German files with the next sidebar position', (t) => {
  const dir = scratch();
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const [en, de] = planDoc(dir, 'srb/setup/contract-renewal');
  assert.equal(en.file, 'docs/srb/setup/contract-renewal.md');
  assert.equal(de.file, 'i18n/de/docusaurus-plugin-content-docs/current/srb/setup/contract-renewal.md');
  assert.match(en.content, /^---\ntitle: Contract renewal\n/);
  assert.match(en.content, /\nsidebar_position: 2\nsample: true\n---\n/);
  assert.match(de.content, /\nsidebar_position: 2\nsample: true\n---\n/);
  // docs/srb holds welcome (1), setup/ (2) and changelog (9).
  assert.match(planDoc(dir, 'srb/new-page')[0].content, /\nsidebar_position: 10\n/);
});

test('a new doc writes no note about being an example: the site marks examples by itself (CONTRIBUTING.md)', (t) => {
  const dir = scratch();
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  for (const {file, content} of [...planDoc(dir, 'srb/contract-renewal'), ...planPost('release', '2025-05-01')]) {
    assert.doesNotMatch(content, /^:::/m, `${file} has an admonition`);
    assert.doesNotMatch(content, /representative example|repräsentatives Beispiel/, `${file} says it is an example`);
  }
});

test('every placeholder the check refuses is one the scaffold writes, in each language', (t) => {
  const dir = scratch();
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const all = [...planDoc(dir, 'srb/contract-renewal'), ...planPost('release', '2025-05-01')].map((f) => f.content).join('\n');
  for (const placeholder of placeholders) assert.ok(all.includes(placeholder.text), `"${placeholder.text}" is not written by the scaffold`);
});

test('a new post is named and dated after its type and date', () => {
  const [en, de] = planPost('hotfix', '2025-06-03');
  assert.equal(en.file, 'blog/2025-06-03-hotfix-2025-06-03.md');
  assert.equal(de.file, 'i18n/de/docusaurus-plugin-content-blog/2025-06-03-hotfix-2025-06-03.md');
  assert.match(en.content, /\nslug: hotfix-2025-06-03\ntitle: "Hotfix 3 June 2025"\ndate: 2025-06-03\n/);
  assert.match(en.content, /\ntags: \[fix\]\nsample: true\n/);
  assert.match(de.content, /\ntitle: "Hotfix vom 3\. Juni 2025"\n/);
  assert.match(planPost('connect', '2025-03-09')[1].content, /title: "Connect-Update vom 9\. März 2025"/);
});

test('existing files are never overwritten', (t) => {
  const dir = scratch();
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const before = fs.readFileSync(path.join(dir, 'blog/2025-04-15-release-2025-04-15.md'), 'utf8');
  assert.throws(
    () => writeNewFiles(dir, planPost('release', '2025-04-15')),
    (error: unknown) =>
      error instanceof ScaffoldError && /Refusing to overwrite blog\/2025-04-15-release-2025-04-15\.md/.test(error.message),
  );
  assert.equal(fs.readFileSync(path.join(dir, 'blog/2025-04-15-release-2025-04-15.md'), 'utf8'), before);
  // Nothing is written when only the German twin exists either.
  fs.rmSync(path.join(dir, 'docs/srb/setup/general.md'));
  assert.throws(() => writeNewFiles(dir, planDoc(dir, 'srb/setup/general')), /Refusing to overwrite i18n\/de\/.*general\.md/);
  assert.equal(fs.existsSync(path.join(dir, 'docs/srb/setup/general.md')), false);
});

test('unknown areas, bad slugs, missing folders, unknown types and bad dates get clear errors', () => {
  assert.throws(() => planDoc(siteDir, 'billing/contract-renewal'), /Unknown area in "billing\/contract-renewal"\. .*srb, pb, .*web\/tt/);
  assert.throws(() => planDoc(siteDir, 'srb/Contract_Renewal'), /"Contract_Renewal" .* is not a valid slug/);
  assert.throws(() => planDoc(siteDir, 'srb/no-such-folder/page'), /The folder docs\/srb\/no-such-folder does not exist/);
  assert.throws(() => planPost('bugfix', '2025-05-01'), /Unknown type "bugfix"\. Use one of: release, feature, hotfix, connect/);
  assert.throws(() => planPost('release', '2025-02-30'), /"2025-02-30" is not a date/);
  assert.throws(() => planPost('release', '1.5.2025'), /"1\.5\.2025" is not a date/);
});

test('areas nested under the web app resolve to their own folder', () => {
  assert.equal(planDoc(siteDir, 'web/tt/setup/jira-cloud')[0].file, 'docs/web/tt/setup/jira-cloud.md');
  assert.equal(titleFromSlug('jira-cloud'), 'Jira cloud');
});

test('a page spelled with backslashes, as Windows shells complete paths, names the same page', () => {
  assert.deepEqual(planDoc(siteDir, 'web\\tt\\setup\\jira-cloud'), planDoc(siteDir, 'web/tt/setup/jira-cloud'));
  assert.deepEqual(planDoc(siteDir, '\\srb\\billing-rhythm.md'), planDoc(siteDir, 'srb/billing-rhythm'));
});

test('--help prints the usage and creates nothing', (t) => {
  const printed: string[] = [];
  t.mock.method(console, 'log', (line: string) => printed.push(line));
  t.mock.method(console, 'error', (line: string) => printed.push(line));
  assert.equal(main(['doc', '--help'], siteDir), 0);
  assert.equal(main(['post', '-h'], siteDir), 0);
  assert.deepEqual(
    printed.map((line) => line.startsWith('Usage: npm run new:doc -- <area>/<slug>')),
    [true, true],
  );
});
