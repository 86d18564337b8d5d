import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// npm runs scripts with cmd.exe on Windows and sh elsewhere: what editors run
// must read the same in both, so only commands, arguments in double quotes and `&&`.
const {scripts} = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/**
 * Scripts that need Debian or Ubuntu anyway (they install nginx and Chromium
 * with apt, see README "Quick start"), so they may be bash scripts.
 */
const debianOnly = new Set(['test', 'site']);

/** Shell-only constructs, each with what to write instead. */
const shellOnly: [RegExp, string][] = [
  // An assignment that starts a command, unless cross-env sets it.
  [/(?:^|&&|\|\||;)\s*(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)+/, 'an inline VAR=value assignment (use cross-env VAR=value)'],
  [/\$\{?[A-Za-z_]/, 'a $VAR or ${VAR} reference'],
  [/\$\(/, 'a $(...) substitution'],
  [/`/, 'a backtick substitution'],
  [/\/dev\/null/, 'a redirection to /dev/null'],
  [/'/, 'a single-quoted argument (cmd.exe passes the quotes on; use double quotes)'],
  [/(?:^|&&|\|\||;)\s*(?:bash|sh)\s/, 'a bash or sh invocation'],
];

function shellOnlyConstructs(script: string): string[] {
  return shellOnly.filter(([pattern]) => pattern.test(script)).map(([, what]) => what);
}

test('package.json scripts use no construct that only a POSIX shell understands', () => {
  const problems = Object.entries(scripts)
    .filter(([name]) => !debianOnly.has(name))
    .flatMap(([name, script]) => shellOnlyConstructs(script).map((what) => `"${name}": ${what}`));
  assert.deepEqual(problems, []);
});

test('the check recognises each shell-only construct and lets portable scripts pass', () => {
  assert.deepEqual(shellOnlyConstructs('E2E_CRAWL=all playwright test'), [shellOnly[0][1]]);
  assert.deepEqual(shellOnlyConstructs('npm run check && SAMPLE_CONTENT=exclude A=b docusaurus build'), [shellOnly[0][1]]);
  assert.deepEqual(shellOnlyConstructs('docusaurus build --out-dir $OUT'), [shellOnly[1][1]]);
  assert.deepEqual(shellOnlyConstructs('docusaurus build --out-dir ${OUT}'), [shellOnly[1][1]]);
  assert.deepEqual(shellOnlyConstructs('tsx x.ts $(git rev-parse HEAD)'), [shellOnly[2][1]]);
  assert.deepEqual(shellOnlyConstructs('tsx x.ts `git rev-parse HEAD`'), [shellOnly[3][1]]);
  assert.deepEqual(shellOnlyConstructs('nginx -s stop 2>/dev/null'), [shellOnly[4][1]]);
  assert.deepEqual(shellOnlyConstructs("cspell 'docs/**/*.md'"), [shellOnly[5][1]]);
  assert.deepEqual(shellOnlyConstructs('bash scripts/site.sh'), [shellOnly[6][1]]);
  assert.deepEqual(shellOnlyConstructs('npm run a && sh -c "b"'), [shellOnly[6][1]]);
  for (const portable of [
    'cross-env E2E_CRAWL=all playwright test tests/e2e/console.spec.ts',
    'npm run --silent check && cross-env SAMPLE_CONTENT=exclude docusaurus build --locale en',
    'markdownlint-cli2 "docs/**/*.{md,mdx}" "blog/**/*.md"',
    'node --import tsx --test tests/unit/*.test.ts',
    'docusaurus build --config tests/e2e/fixtures/test-site.config.ts --out-dir build-test',
  ]) {
    assert.deepEqual(shellOnlyConstructs(portable), [], portable);
  }
});

test('only the Debian-only scripts are exempt, and each of them exists', () => {
  for (const name of debianOnly) assert.ok(scripts[name], `package.json has no "${name}" script`);
});

/** npm's own events: npm runs a script of that name, and pre<event> and post<event>, by itself. */
const npmEvents = ['install', 'uninstall', 'publish', 'pack', 'version', 'test', 'start', 'stop', 'restart', 'shrinkwrap', 'prepare'];
/** Scripts npm runs on install, pack or publish, without a pre or post of their own. */
const npmLifecycleScripts = ['install', 'prepare', 'prepublishOnly', 'prepack', 'postpack', 'dependencies'];

/**
 * Scripts npm runs by itself around another: pre<name> and post<name> of a script or of
 * one of npm's events, and its install and publish scripts. `docusaurus build` is the
 * whole build (the plugins make it complete), so that a build started any other way
 * (`npx docusaurus build --locale de`, the benchmark's, the test-only site) is the same.
 */
function hookScripts(names: string[]): string[] {
  return names.filter((name) => {
    const around = /^(?:pre|post)(.+)$/.exec(name)?.[1];
    return (around !== undefined && (names.includes(around) || npmEvents.includes(around))) || npmLifecycleScripts.includes(name);
  });
}

test('package.json has no script that npm runs before or after another: docusaurus build is the whole build', () => {
  assert.deepEqual(hookScripts(Object.keys(scripts)), []);
});

test('the check recognises pre and post scripts of scripts and of npm events, and leaves other names alone', () => {
  assert.deepEqual(hookScripts(['build', 'prebuild', 'postbuild']), ['prebuild', 'postbuild']);
  assert.deepEqual(hookScripts(['build:fast', 'prebuild:fast']), ['prebuild:fast']);
  assert.deepEqual(hookScripts(['postinstall', 'pretest', 'prepare', 'prepublishOnly']), [
    'postinstall',
    'pretest',
    'prepare',
    'prepublishOnly',
  ]);
  assert.deepEqual(hookScripts(['preview', 'poster', 'build', 'presets:check']), []);
});
