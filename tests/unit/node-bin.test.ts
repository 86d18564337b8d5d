import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {binFile, binPackages, nodeBin, npmCommand} from '../../scripts/node-bin';

const siteDir = path.join(__dirname, '..', '..');

function fakePackages(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-bin-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('node_modules/@scope/tool/package.json', JSON.stringify({bin: {tool: 'bin/tool.mjs', other: 'bin/other.js'}}));
  write('node_modules/single/package.json', JSON.stringify({bin: './cli.js'}));
  write('node_modules/nobin/package.json', JSON.stringify({}));
  fs.mkdirSync(path.join(dir, 'site', 'nested'), {recursive: true});
  return dir;
}

test('binFile reads the command from the package manifest, searching node_modules upwards', (t) => {
  const dir = fakePackages();
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const from = path.join(dir, 'site', 'nested');
  assert.equal(binFile('@scope/tool', 'tool', from), path.join(dir, 'node_modules', '@scope', 'tool', 'bin', 'tool.mjs'));
  assert.equal(binFile('@scope/tool', 'other', from), path.join(dir, 'node_modules', '@scope', 'tool', 'bin', 'other.js'));
  assert.equal(binFile('single', 'single', from), path.join(dir, 'node_modules', 'single', 'cli.js'));
  assert.throws(() => binFile('@scope/tool', 'missing', from), /has no command "missing"/);
  assert.throws(() => binFile('nobin', 'nobin', from), /has no command "nobin"/);
  assert.throws(() => binFile('not-there', 'x', from), /not-there is not installed/);
});

test('every listed command resolves to a JavaScript file of its installed package', () => {
  for (const name of Object.keys(binPackages) as (keyof typeof binPackages)[]) {
    const {command, args} = nodeBin(name, ['--flag']);
    assert.equal(command, process.execPath);
    assert.match(args[0], /\.(c|m)?js$/, name);
    assert.ok(fs.existsSync(args[0]), `${name}: ${args[0]}`);
    assert.ok(args[0].startsWith(path.join(siteDir, 'node_modules', ...binPackages[name].split('/'))), args[0]);
    assert.equal(args[1], '--flag');
  }
});

test('a command starts without a shell through nodeBin and reports the installed version', () => {
  const {command, args} = nodeBin('tsx', ['--version']);
  const {version} = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', 'tsx', 'package.json'), 'utf8'));
  assert.match(execFileSync(command, args, {encoding: 'utf8'}), new RegExp(`^tsx v${version.replace(/\./g, '\\.')}$`, 'm'));
});

test('npm runs as its own JavaScript file under npm run, else from the PATH', () => {
  assert.deepEqual(npmCommand(['run', 'build'], {npm_execpath: '/usr/lib/node_modules/npm/bin/npm-cli.js'}), {
    command: process.execPath,
    args: ['/usr/lib/node_modules/npm/bin/npm-cli.js', 'run', 'build'],
  });
  const outside = npmCommand(['run', 'build'], {});
  assert.equal(outside.command, 'npm');
  assert.deepEqual(outside.args, ['run', 'build']);
  assert.equal(outside.shell, process.platform === 'win32' ? true : undefined);
});
