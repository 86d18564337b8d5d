import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {nodeBin, type BinName} from '../../scripts/node-bin';

// Runs the same tools with the same configuration files as `npm run lint:md` and `npm run spell`.
const siteDir = path.join(__dirname, '..', '..');
const fixtures = 'tests/fixtures/content';

const runs = new Map<string, {status: number | null; output: string}>();
/** The tool's exit status and output on these files; each tool starts once per set of files (cspell takes seconds to load its dictionaries). */
function run(tool: BinName, files: string[]): {status: number | null; output: string} {
  const key = [tool, ...files].join(' ');
  let result = runs.get(key);
  if (!result) {
    const {command, args} = nodeBin(tool, files);
    const spawned = spawnSync(command, args, {cwd: siteDir, encoding: 'utf8'});
    result = {status: spawned.status, output: `${spawned.stdout}${spawned.stderr}`};
    runs.set(key, result);
  }
  return result;
}
/** The spelling fixtures in one cspell run: a misspelled and a correct page in English and in German. */
const spelling = () =>
  run('cspell', [
    '--no-progress',
    ...['misspelled', 'good', 'i18n/de/misspelled', 'i18n/de/good'].map((f) => `${fixtures}/spelling/${f}.md`),
  ]);

test('markdownlint reports bad Markdown with file and line', () => {
  const {status, output} = run('markdownlint-cli2', [`${fixtures}/markdown/bad.md`]);
  assert.equal(status, 1);
  assert.match(output, /tests\/fixtures\/content\/markdown\/bad\.md:10 error MD001\/heading-increment/);
  assert.match(output, /tests\/fixtures\/content\/markdown\/bad\.md:12:27 error MD009\/no-trailing-spaces/);
  // The old admonition title form, which the site would show as text, with the fix.
  assert.match(output, /bad\.md:14 error site-admonition-title .*Write ":::warning\[Credit memos come first\]"/);
});

test('markdownlint accepts the MDX and release-note patterns the site uses', () => {
  const {status, output} = run('markdownlint-cli2', [`${fixtures}/markdown/good.md`]);
  assert.equal(status, 0, output);
});

test('cspell reports a misspelled English word with file and line', () => {
  const {status, output} = spelling();
  assert.equal(status, 1);
  assert.match(output, /tests\/fixtures\/content\/spelling\/misspelled\.md:8:34 - Unknown word \(renewel\)/);
});

test('cspell checks German pages with the German dictionary', () => {
  const {status, output} = spelling();
  assert.equal(status, 1);
  assert.match(output, /spelling\/i18n\/de\/misspelled\.md:8:\d+ - Unknown word \(Rechnug\)/);
  // The German page's other words are German words the English dictionary does not know.
  assert.doesNotMatch(output, /i18n\/de\/misspelled\.md:\d+:\d+ - Unknown word \((?!Rechnug\))/);
});

test('cspell accepts correct text and the project word lists in both languages', () => {
  const {output} = spelling();
  assert.match(output, /Files checked: 4/);
  assert.doesNotMatch(output, /good\.md:\d+:\d+ - Unknown word/);
});

test('CI turns every error line of the content checks into an annotation on its file and line', () => {
  const matchers = (
    JSON.parse(fs.readFileSync(path.join(siteDir, '.github/content-problems.json'), 'utf8')) as {
      problemMatcher: {owner: string; pattern: {regexp: string; file: number; line: number}[]}[];
    }
  ).problemMatcher;
  const annotate = (line: string) => {
    for (const matcher of matchers) {
      const match = new RegExp(matcher.pattern[0].regexp).exec(line);
      // A problem of a whole file (a missing twin) has no line: the annotation goes on the file.
      if (match) return {owner: matcher.owner, file: match[matcher.pattern[0].file], line: Number(match[matcher.pattern[0].line] ?? 1)};
    }
    return undefined;
  };
  const lint = run('markdownlint-cli2', [`${fixtures}/markdown/bad.md`])
    .output.split('\n')
    .filter((l) => / error /.test(l));
  const spell = spelling()
    .output.split('\n')
    .filter((l) => /Unknown word/.test(l));
  const content = spawnSync(process.execPath, ['--import', 'tsx', 'plugins/content-checks/cli.ts', 'content', `${fixtures}/bad`], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .stderr.split('\n')
    .filter((l) => /^(docs|blog|i18n)\//.test(l));
  assert.ok(lint.length >= 3 && spell.length >= 1 && content.length >= 5, 'the tools reported the fixtures’ errors');
  for (const [owner, lines] of [
    ['markdownlint', lint],
    ['cspell', spell],
    ['content-check', content],
  ] as const) {
    for (const line of lines) {
      const annotation = annotate(line);
      assert.equal(annotation?.owner, owner, `no ${owner} annotation for: ${line}`);
      assert.ok(annotation.line > 0 && annotation.file.length > 0);
    }
  }
});
