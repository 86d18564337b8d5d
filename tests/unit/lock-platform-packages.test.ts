import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

// npm ci installs exactly what a package-lock.json lists. A package's optional
// dependencies (typically one native binary per platform) must all be in it,
// not only the one for the machine that wrote the lock: npm skips an optional
// package it cannot fetch, and npm ci then stops everywhere with
// "Missing: <name>@ from lock file".

type LockEntry = {version?: string; link?: boolean; optionalDependencies?: Record<string, string>};
type LockPackages = Record<string, LockEntry>;

/**
 * The lock key of the copy of `name` that the package at lock key `from` gets,
 * as npm and Node find it: `node_modules/<name>` in the package's own folder,
 * then in each folder above it, up to the project root ('').
 */
function resolveInLock(packages: LockPackages, from: string, name: string): string | undefined {
  for (let dir = from; ; dir = path.posix.dirname(dir)) {
    const root = dir === '' || dir === '.';
    if (root || path.posix.basename(dir) !== 'node_modules') {
      const key = root ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
      if (packages[key]) return key;
    }
    if (root) return undefined;
  }
}

/** Each optional dependency that has no entry of its own in the lock, or an entry of another exact version. */
function missingOptionalPackages(packages: LockPackages): string[] {
  return Object.entries(packages).flatMap(([from, entry]) =>
    Object.entries(entry.optionalDependencies ?? {}).flatMap(([name, spec]) => {
      const who = from === '' ? 'package.json' : from;
      const key = resolveInLock(packages, from, name);
      if (key === undefined) return [`${who}: optional ${name}@${spec} has no entry in the lock`];
      const {version, link} = packages[key];
      if (!link && /^\d+\.\d+\.\d+(?:[-+].*)?$/.test(spec) && version !== spec) {
        return [`${who}: optional ${name}@${spec} is locked at ${key} as ${version}`];
      }
      return [];
    }),
  );
}

const siteDir = path.join(__dirname, '..', '..');

/** Every package-lock.json in the repository (the site's, deploy/, bench/tools/, tests/hosts/node/, …). */
function lockFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '*package-lock.json'], {cwd: siteDir, encoding: 'utf8'}).split('\0').filter(Boolean);
}

test('every package-lock.json has an entry for every optional dependency, for every platform', () => {
  const locks = lockFiles();
  assert.ok(locks.includes('package-lock.json') && locks.length > 1, `git ls-files finds the locks: ${locks.join(', ')}`);
  const problems = locks.flatMap((file) => {
    const lock = JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')) as {packages: LockPackages};
    return missingOptionalPackages(lock.packages).map((problem) => `${file}: ${problem}`);
  });
  assert.deepEqual(
    problems,
    [],
    'npm ci fails with "Missing: … from lock file" on the platforms these are for: pin a release whose platform packages all exist (overrides) and re-resolve the lock',
  );
});

test('the check finds optional packages where npm does, and reports those it cannot find', () => {
  const packages: LockPackages = {
    '': {optionalDependencies: {fsevents: '2.3.3'}},
    'node_modules/fsevents': {version: '2.3.3'},
    'node_modules/@s/html': {version: '1.2.0', optionalDependencies: {'@s/html-linux': '1.2.0', '@s/html-darwin': '1.2.0'}},
    'node_modules/@s/html-linux': {version: '1.2.0'},
    'node_modules/a': {version: '1.0.0'},
    'node_modules/a/node_modules/@s/html': {
      version: '1.1.0',
      optionalDependencies: {'@s/html-linux': '1.1.0', '@s/html-darwin': '1.1.0'},
    },
    'node_modules/a/node_modules/@s/html-linux': {version: '1.1.0'},
    'node_modules/a/node_modules/@s/html-darwin': {version: '1.1.0'},
    'node_modules/b': {version: '1.0.0'},
    'node_modules/b/node_modules/@s/html': {
      version: '1.3.0',
      optionalDependencies: {'@s/html-linux': '1.3.0', '@s/html-darwin': '^1.2.0'},
    },
  };
  assert.equal(
    resolveInLock(packages, 'node_modules/a/node_modules/@s/html', '@s/html-linux'),
    'node_modules/a/node_modules/@s/html-linux',
  );
  assert.equal(resolveInLock(packages, 'node_modules/b/node_modules/@s/html', '@s/html-linux'), 'node_modules/@s/html-linux');
  assert.equal(resolveInLock(packages, '', 'fsevents'), 'node_modules/fsevents');
  assert.deepEqual(missingOptionalPackages(packages), [
    'node_modules/@s/html: optional @s/html-darwin@1.2.0 has no entry in the lock',
    'node_modules/b/node_modules/@s/html: optional @s/html-linux@1.3.0 is locked at node_modules/@s/html-linux as 1.2.0',
    'node_modules/b/node_modules/@s/html: optional @s/html-darwin@^1.2.0 has no entry in the lock',
  ]);
});
