import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {nodeBin, type BinName} from '../../scripts/node-bin';

// Runs the same tools with the same configuration files as `npm run lint:md` and `npm run spell`.
const siteDir = path.join(__dirname, '..', '..');
const fixtures = 'tests/fixtures/content';

function run(tool: BinName, files: string[]): {status: number | null; output: string} {
  const {command, args} = nodeBin(tool, files);
  const result = spawnSync(command, args, {cwd: siteDir, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

test('markdownlint reports bad Markdown with file and line', () => {
  const {status, output} = run('markdownlint-cli2', [`${fixtures}/markdown/bad.md`]);
  assert.equal(status, 1);
  assert.match(output, /tests\/fixtures\/content\/markdown\/bad\.md:10 error MD001\/heading-increment/);
  assert.match(output, /tests\/fixtures\/content\/markdown\/bad\.md:12:27 error MD009\/no-trailing-spaces/);
});

test('markdownlint accepts the MDX and release-note patterns the site uses', () => {
  const {status, output} = run('markdownlint-cli2', [`${fixtures}/markdown/good.md`]);
  assert.equal(status, 0, output);
});

test('cspell reports a misspelled English word with file and line', () => {
  const {status, output} = run('cspell', ['--no-progress', `${fixtures}/spelling/misspelled.md`]);
  assert.equal(status, 1);
  assert.match(output, /tests\/fixtures\/content\/spelling\/misspelled\.md:8:34 - Unknown word \(renewel\)/);
});

test('cspell checks German pages with the German dictionary', () => {
  const {status, output} = run('cspell', ['--no-progress', `${fixtures}/spelling/i18n/de/misspelled.md`]);
  assert.equal(status, 1);
  assert.match(output, /spelling\/i18n\/de\/misspelled\.md:8:\d+ - Unknown word \(Rechnug\)/);
});

test('cspell accepts correct text and the project word lists in both languages', () => {
  const {status, output} = run('cspell', ['--no-progress', `${fixtures}/spelling/good.md`, `${fixtures}/spelling/i18n/de/good.md`]);
  assert.equal(status, 0, output);
});
