import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

// npm 11.16+ lists every dependency whose install scripts `allowScripts` in
// package.json does not cover, and npm 12 skips them. Each lock's packages with
// install scripts carry a reviewed decision in the package.json next to it, so
// a dependency update that brings a new one fails here, not on someone's install.

type LockEntry = {version?: string; name?: string; link?: boolean; inBundle?: boolean; hasInstallScript?: boolean};

const siteDir = path.join(__dirname, '..', '..');

/** `name@version` of each package in `packages` (a lock's) with install scripts; npm never runs a bundled one's. */
function withInstallScripts(packages: Record<string, LockEntry>): string[] {
  return Object.entries(packages)
    .filter(([key, entry]) => key !== '' && entry.hasInstallScript && !entry.link && !entry.inBundle)
    .map(([key, entry]) => `${entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`);
}

/** Whether an `allowScripts` key covers `name@version`: the bare name, or exact versions joined by `||`, as npm reads them. */
function covers(key: string, nameAtVersion: string): boolean {
  const at = nameAtVersion.lastIndexOf('@');
  const [name, version] = [nameAtVersion.slice(0, at), nameAtVersion.slice(at + 1)];
  const keyAt = key.lastIndexOf('@');
  if (keyAt <= 0) return key === name;
  return (
    key.slice(0, keyAt) === name &&
    key
      .slice(keyAt + 1)
      .split('||')
      .map((v) => v.trim())
      .includes(version)
  );
}

test('each package with install scripts in each lock has a reviewed allowScripts entry, and each entry still applies', () => {
  const locks = execFileSync('git', ['ls-files', '-z', '*package-lock.json'], {cwd: siteDir, encoding: 'utf8'}).split('\0').filter(Boolean);
  const problems = locks.flatMap((lockFile) => {
    const packageFile = path.join(path.dirname(lockFile), 'package.json');
    const {allowScripts = {}} = JSON.parse(fs.readFileSync(path.join(siteDir, packageFile), 'utf8')) as {
      allowScripts?: Record<string, unknown>;
    };
    const lock = JSON.parse(fs.readFileSync(path.join(siteDir, lockFile), 'utf8')) as {packages: Record<string, LockEntry>};
    const scripted = withInstallScripts(lock.packages);
    return [
      ...scripted
        .filter((pkg) => !Object.keys(allowScripts).some((key) => covers(key, pkg)))
        .map((pkg) => `${packageFile}: allowScripts has no decision for ${pkg} (read its install script, then true or false)`),
      ...Object.entries(allowScripts)
        .filter(([key, allowed]) => typeof allowed !== 'boolean' || !scripted.some((pkg) => covers(key, pkg)))
        .map(
          ([key, allowed]) => `${packageFile}: allowScripts "${key}": ${JSON.stringify(allowed)} matches no package with install scripts`,
        ),
    ];
  });
  assert.deepEqual(problems, []);
});

test('the check reads allowScripts keys as npm does', () => {
  assert.deepEqual(
    withInstallScripts({
      '': {hasInstallScript: true},
      'node_modules/esbuild': {version: '0.28.2', hasInstallScript: true},
      'node_modules/a/node_modules/@swc/core': {version: '1.16.22', hasInstallScript: true},
      'node_modules/alias': {name: 'core-js', version: '3.51.0', hasInstallScript: true},
      'node_modules/b/node_modules/c': {version: '1.0.0', hasInstallScript: true, inBundle: true},
      'node_modules/react': {version: '19.3.1'},
    }),
    ['esbuild@0.28.2', '@swc/core@1.16.22', 'core-js@3.51.0'],
  );
  assert.equal(covers('@swc/core', '@swc/core@1.16.22'), true);
  assert.equal(covers('@swc/core@1.16.22', '@swc/core@1.16.22'), true);
  assert.equal(covers('@swc/core@1.16.21 || 1.16.22', '@swc/core@1.16.22'), true);
  assert.equal(covers('@swc/core@1.16.21', '@swc/core@1.16.22'), false);
  assert.equal(covers('@swc/core', '@swc/core-linux-x64-gnu@1.16.22'), false);
  assert.equal(covers('esbuild', 'esbuild@0.28.2'), true);
});
