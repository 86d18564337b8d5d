import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import semver from 'semver';
import {enginesRange} from '../../scripts/node-version';

// package.json's engines.node is a promise: the oldest Node of each of its
// alternatives (22.16.0 and 24.0.0 for `^22.16.0 || >=24`) runs everything the
// locks install. A dependency update that needs a newer Node (its lock entry's
// `engines.node`) fails here, naming the package, instead of on that Node.

type LockEntry = {version?: string; engines?: {node?: unknown}};

const siteDir = path.join(__dirname, '..', '..');

/** Locked packages that may ask for another Node, with why. Keep it short. */
const exceptions: Record<string, string> = {
  'deploy/package-lock.json: node_modules/@img/sharp-win32-ia32':
    "wrangler's optional sharp binary for 32-bit Windows (^20.9.0), a platform we do not support: npm never installs it on ours",
};

/** The oldest version of each alternative of `range`: `^22.16.0 || >=24` → 22.16.0, 24.0.0. */
function floors(range: string): string[] {
  return new semver.Range(range).set.map((comparators) => semver.minVersion(comparators.map((c) => c.value).join(' '))!.version);
}

/** Each locked package whose engines.node one of `floors` does not satisfy (as npm checks it, prereleases included). */
function enginesProblems(packages: Record<string, LockEntry>, nodeFloors: string[]): string[] {
  return Object.entries(packages).flatMap(([key, {version, engines}]) => {
    const node = engines?.node;
    if (key === '' || typeof node !== 'string') return [];
    const refused = nodeFloors.filter((floor) => !semver.satisfies(floor, node, {includePrerelease: true}));
    return refused.length ? [`${key} (${version}) needs Node ${node}, not ${refused.join(' or ')}`] : [];
  });
}

test("every locked package runs on the oldest Node of each alternative of package.json's engines.node", () => {
  const nodeFloors = floors(enginesRange());
  assert.deepEqual(nodeFloors, ['22.16.0', '24.0.0']);
  const locks = execFileSync('git', ['ls-files', '-z', '*package-lock.json'], {cwd: siteDir, encoding: 'utf8'}).split('\0').filter(Boolean);
  const problems = locks.flatMap((file) => {
    const {packages} = JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')) as {packages: Record<string, LockEntry>};
    return enginesProblems(packages, nodeFloors).map((problem) => `${file}: ${problem}`);
  });
  const excepted = (problem: string) => Object.keys(exceptions).some((key) => problem.startsWith(`${key} (`));
  assert.deepEqual(
    problems.filter((problem) => !excepted(problem)),
    [],
    'raise engines.node in package.json (and say so), or keep the older release of the package',
  );
  for (const key of Object.keys(exceptions))
    assert.ok(
      problems.some((problem) => problem.startsWith(`${key} (`)),
      `${key} is no exception any more`,
    );
});

test('the check names a package whose engines.node refuses either floor', () => {
  assert.deepEqual(floors('>=22.11.0 <23 || ^24.2'), ['22.11.0', '24.2.0']);
  const packages: Record<string, LockEntry> = {
    '': {engines: {node: '>=99'}},
    'node_modules/html-validate': {version: '10.17.0', engines: {node: '>= 22.11.0'}},
    'node_modules/old': {version: '1.0.0', engines: {node: '>=0.10'}},
    'node_modules/legacy': {version: '1.0.0', engines: ['node >= 0.8.0'] as unknown as {node?: unknown}},
    'node_modules/a/node_modules/future': {version: '2.0.0', engines: {node: '>=26'}},
    'node_modules/lts-only': {version: '3.0.0', engines: {node: '^22.16.0'}},
  };
  assert.deepEqual(enginesProblems(packages, ['22.16.0', '24.0.0']), [
    'node_modules/a/node_modules/future (2.0.0) needs Node >=26, not 22.16.0 or 24.0.0',
    'node_modules/lts-only (3.0.0) needs Node ^22.16.0, not 24.0.0',
  ]);
});
