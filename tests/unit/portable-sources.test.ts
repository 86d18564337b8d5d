import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// What editors run on Windows and macOS must start its tools and find its files
// there too: commands through scripts/node-bin.ts, file paths through node:path and node:url.
const siteDir = path.join(__dirname, '..', '..');

/** The script sources of each folder or file (this test's own samples excepted), paths with forward slashes. */
function sources(...entries: string[]): {file: string; text: string}[] {
  return entries
    .flatMap((entry) =>
      fs.statSync(path.join(siteDir, entry)).isFile()
        ? [entry]
        : fs
            .readdirSync(path.join(siteDir, entry), {recursive: true, encoding: 'utf8'})
            .filter((rel) => !rel.split(path.sep).includes('node_modules'))
            .map((rel) => `${entry}/${rel.split(path.sep).join('/')}`),
    )
    .filter((file) => /\.(c|m)?(j|t)sx?$/.test(file) && file !== 'tests/unit/portable-sources.test.ts')
    .map((file) => ({file, text: fs.readFileSync(path.join(siteDir, file), 'utf8')}));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function findAll(files: {file: string; text: string}[], pattern: RegExp): string[] {
  return files.flatMap(({file, text}) => [...text.matchAll(pattern)].map((m) => `${file}:${lineOf(text, m.index)}: ${m[0].trim()}`));
}

/** Commands that are `.cmd` files on Windows, which Node starts only through a shell. */
const shimmed = [
  'npm',
  'npx',
  'pnpm',
  'yarn',
  'docusaurus',
  'tsx',
  'playwright',
  'cspell',
  'markdownlint-cli2',
  'html-validate',
  'lighthouse',
];
const spawnOfShim = new RegExp(`\\b(?:spawn|spawnSync|execFile|execFileSync)\\(\\s*['"\`](?:${shimmed.join('|')})['"\`]`, 'g');
const binPath = /['"`]\.bin['"`/]|node_modules\/\.bin\//g;
const shellExec = /import\s*\{[^}]*\b(?:exec|execSync)\b[^}]*\}\s*from\s*['"](?:node:)?child_process['"]/g;

const spawning = () => sources('scripts', 'plugins', 'config', 'tests');
/** The Docusaurus config and what it loads, the build's steps, the content checks and the scaffolding. */
const editorChain = () => sources('scripts', 'plugins', 'config', 'src', 'docusaurus.config.ts', 'sidebars.ts');

test('no script, plugin or test starts a node_modules/.bin file, a bare npm/npx or a package command', () => {
  assert.deepEqual([...findAll(spawning(), binPath), ...findAll(spawning(), spawnOfShim)], []);
});

test('no script, plugin or test runs commands through a shell string (exec, execSync)', () => {
  assert.deepEqual(findAll(spawning(), shellExec), []);
});

test('no file URL is built from, or read as, a plain path', () => {
  // `file://${path}` and `new URL(...).pathname` break on Windows drive letters and on escaped characters.
  const problems = [
    ...findAll(editorChain(), /file:\/\/\$\{/g),
    ...findAll(editorChain(), /import\.meta\.url\)?\.pathname/g),
    ...findAll(editorChain(), /import\.meta\.url\s*===?\s*`/g),
  ];
  assert.deepEqual(problems, []);
});

test('the patterns find what they are meant to find', () => {
  const sample = [
    "spawnSync(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build']);",
    "execFileSync('node_modules/.bin/tsx', ['x.ts']);",
    "spawnSync('npm', ['run', 'build']);",
    'spawn(`npx`, []);',
    "execFileSync(process.execPath, [binFile('tsx', 'tsx'), 'x.ts']);",
    "execFileSync('git', ['status']);",
    "import {execFileSync, execSync} from 'node:child_process';",
    'if (import.meta.url === `file://${process.argv[1]}`) main();',
  ].join('\n');
  const files = [{file: 'x.ts', text: sample}];
  assert.deepEqual(findAll(files, binPath).length, 2);
  assert.deepEqual(
    findAll(files, spawnOfShim).map((p) => p.split(': ')[0]),
    ['x.ts:3', 'x.ts:4'],
  );
  assert.deepEqual(findAll(files, shellExec).length, 1);
  assert.deepEqual(findAll(files, /file:\/\/\$\{/g).length, 1);
  assert.deepEqual(findAll(files, /import\.meta\.url\s*===?\s*`/g).length, 1);
});
