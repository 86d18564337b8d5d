/** The benchmark's own tools (scripts/bench/shared.ts): pinned in bench/tools, installed with `npm ci` when missing or at another version. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {benchToolsDir, missingTools} from '../../scripts/bench/shared';

const site = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8'));

test('a tool counts as installed only at its pinned version', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tools-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({dependencies: {lighthouse: '12.8.2', '@scope/tool': '1.0.0'}}));
  assert.deepEqual(missingTools(dir), ['lighthouse@12.8.2', '@scope/tool@1.0.0']);
  const install = (name: string, version: string) => {
    fs.mkdirSync(path.join(dir, 'node_modules', name), {recursive: true});
    fs.writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({name, version}));
  };
  install('lighthouse', '12.8.1');
  install('@scope/tool', '1.0.0');
  assert.deepEqual(missingTools(dir), ['lighthouse@12.8.2']);
  install('lighthouse', '12.8.2');
  assert.deepEqual(missingTools(dir), []);
});

test("the benchmark's tools are pinned exactly, with a lock file; what the site also has is at the site's locked version", () => {
  const tools = JSON.parse(fs.readFileSync(path.join(benchToolsDir, 'package.json'), 'utf8')).dependencies as Record<string, string>;
  assert.ok(fs.existsSync(path.join(benchToolsDir, 'package-lock.json')), 'bench/tools has no package-lock.json');
  const locked = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package-lock.json'), 'utf8')).packages as Record<
    string,
    {version: string}
  >;
  for (const [name, version] of Object.entries(tools)) {
    assert.match(version, /^\d+\.\d+\.\d+$/, `${name}: pin an exact version`);
    // The plain Docusaurus site's packages (scripts/bench/plain-site.ts): the same release as the site's.
    if (name in {...site.dependencies, ...site.devDependencies})
      assert.equal(version, locked[`node_modules/${name}`].version, `${name}: the site has ${locked[`node_modules/${name}`].version}`);
  }
  // The packages only the benchmark uses stay out of the site's package.json.
  for (const name of ['lighthouse', 'chrome-launcher', 'create-docusaurus', '@docusaurus/theme-mermaid'])
    assert.ok(!(name in {...site.dependencies, ...site.devDependencies}), `${name} is in the site's package.json`);
});
