/** The benchmark's own tools (scripts/bench/tools.ts): pinned in bench/tools, installed when missing or at another version. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {benchToolsDir, missingTools} from '../../scripts/bench/tools';

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

test("the benchmark's tools are pinned exactly, with a lock file, and are not the site's dependencies", () => {
  const tools = JSON.parse(fs.readFileSync(path.join(benchToolsDir, 'package.json'), 'utf8')).dependencies as Record<string, string>;
  assert.ok(fs.existsSync(path.join(benchToolsDir, 'package-lock.json')), 'bench/tools has no package-lock.json');
  for (const [name, version] of Object.entries(tools)) {
    assert.match(version, /^\d+\.\d+\.\d+$/, `${name}: pin an exact version`);
    assert.ok(!(name in {...site.dependencies, ...site.devDependencies}), `${name} is also in the site's package.json`);
  }
});
