/**
 * scripts/deploy/pages-deploy.sh: a preview can never be published as production,
 * and production only from the deploy job of a push to main; wrangler sees nothing but
 * the build. The script runs with a stand-in for wrangler that records its arguments and
 * the folder it runs in, and reports an address.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '../../scripts/deploy/pages-deploy.sh');

/**
 * A folder with a built site and a recording stand-in for wrangler at
 * deploy/node_modules/wrangler/bin/wrangler.js: it writes its arguments to `wrangler-args`
 * and the folder it runs in, with that folder's entries, to `wrangler-cwd.json`, both in the
 * workspace.
 */
function workspace(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-deploy-'));
  fs.mkdirSync(path.join(dir, 'build'));
  fs.writeFileSync(path.join(dir, 'build', '_headers'), '/*\n  X-Frame-Options: DENY\n');
  fs.writeFileSync(path.join(dir, 'build', '_redirects'), '/a /b 301\n');
  const bin = path.join(dir, 'deploy', 'node_modules', 'wrangler', 'bin');
  fs.mkdirSync(bin, {recursive: true});
  fs.writeFileSync(
    path.join(bin, 'wrangler.js'),
    [
      "const fs = require('node:fs');",
      "const path = require('node:path');",
      'const args = process.argv.slice(2);',
      `const workspace = ${JSON.stringify(dir)};`,
      "fs.writeFileSync(path.join(workspace, 'wrangler-args'), args.join('\\n'));",
      "fs.writeFileSync(path.join(workspace, 'wrangler-cwd.json'), JSON.stringify({cwd: process.cwd(), entries: fs.readdirSync('.')}));",
      "const branch = (args.find((a) => a.startsWith('--branch=')) ?? '').slice('--branch='.length);",
      'const report = {type: "pages-deploy-detailed", url: "https://0a1b.docs.pages.dev", alias: `https://${branch}.docs.pages.dev`};',
      "fs.appendFileSync(process.env.WRANGLER_OUTPUT_FILE_PATH, JSON.stringify(report) + '\\n');",
      '',
    ].join('\n'),
  );
  return dir;
}

const settings = {CLOUDFLARE_API_TOKEN: 'token', CLOUDFLARE_ACCOUNT_ID: 'account', CLOUDFLARE_PROJECT: 'docs', COMMIT: 'abc123'};
const deployJob = {GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_JOB: 'deploy'};

const worker = 'export default {fetch: () => new Response("x")};';

/** Runs the script in a new workspace; `prepare` adds files to it first. */
function publish(args: string[], env: Record<string, string>, prepare?: (dir: string) => void) {
  const dir = workspace();
  prepare?.(dir);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GITHUB_|CLOUDFLARE_)/.test(name)));
  const result = spawnSync('bash', [script, 'build', ...args], {cwd: dir, encoding: 'utf8', env: {...inherited, ...env}});
  const argsFile = path.join(dir, 'wrangler-args');
  const cwdFile = path.join(dir, 'wrangler-cwd.json');
  const wranglerArgs = fs.existsSync(argsFile) ? fs.readFileSync(argsFile, 'utf8').trim().split('\n') : null;
  const wranglerCwd = fs.existsSync(cwdFile) ? (JSON.parse(fs.readFileSync(cwdFile, 'utf8')) as {cwd: string; entries: string[]}) : null;
  const real = fs.realpathSync(dir);
  fs.rmSync(dir, {recursive: true, force: true});
  return {dir, real, status: result.status, output: result.stdout + result.stderr, wranglerArgs, wranglerCwd};
}

/** Writes `file` below `folder` of a workspace, making the folders it needs. */
const put =
  (folder: string, file: string, text = worker) =>
  (dir: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, folder, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, folder, file), text);
  };

test('a preview is published as pr-<number>, whatever the pull request branch is called', () => {
  const run = publish(['preview', '42'], {...settings, GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'pull_request', GITHUB_JOB: 'preview'});
  assert.equal(run.status, 0, run.output);
  assert.ok(run.wranglerArgs?.includes('--branch=pr-42'), String(run.wranglerArgs));
  assert.match(run.output, /Published \(preview, branch pr-42\): https:\/\/pr-42\.docs\.pages\.dev/);
});

test('a preview without a pull request number, or with a branch name instead, is refused before wrangler runs', () => {
  for (const given of ['main', '', '0', '12; rm -rf /', 'pr-1']) {
    const run = publish(['preview', given], settings);
    assert.equal(run.status, 1, `${given}: ${run.output}`);
    assert.equal(run.wranglerArgs, null, `${given}: wrangler ran`);
    assert.match(run.output, /Not published: a preview needs its pull request's number/);
  }
});

test('production is refused outside the deploy job of a push to main', () => {
  const elsewhere: Record<string, string>[] = [
    {},
    {...deployJob, GITHUB_EVENT_NAME: 'pull_request'},
    {...deployJob, GITHUB_JOB: 'preview'},
    {...deployJob, GITHUB_REF: 'refs/heads/release'},
    {...deployJob, GITHUB_ACTIONS: 'false'},
  ];
  for (const context of elsewhere) {
    const run = publish(['production'], {...settings, ...context});
    assert.equal(run.status, 1, `${JSON.stringify(context)}: ${run.output}`);
    assert.equal(run.wranglerArgs, null, `${JSON.stringify(context)}: wrangler ran`);
    assert.match(run.output, /Not published: production is published only by the deploy job of a push to main/);
  }
});

test('the deploy job of a push to main publishes production on the production branch', () => {
  const run = publish(['production'], {...settings, ...deployJob});
  assert.equal(run.status, 0, run.output);
  assert.ok(run.wranglerArgs?.includes('--branch=main'), String(run.wranglerArgs));
  assert.ok(run.wranglerArgs?.includes('--project-name=docs'));
  assert.ok(run.wranglerArgs?.includes('--commit-hash=abc123'));
});

test('an unknown kind of deployment is a usage error; missing settings are named', () => {
  assert.equal(publish(['main'], settings).status, 2);
  const run = publish(['preview', '7'], {CLOUDFLARE_PROJECT: 'docs'});
  assert.equal(run.status, 1);
  assert.match(run.output, /lacks secret CLOUDFLARE_API_TOKEN variable CLOUDFLARE_ACCOUNT_ID/);
});

test('a build that would run code on Pages (a worker, functions, routes) is refused', () => {
  for (const file of ['_worker.js', 'functions', '_routes.json']) {
    const run = publish(['preview', '3'], settings, put('build', file));
    assert.equal(run.status, 1, `${file}: ${run.output}`);
    assert.equal(run.wranglerArgs, null, `${file}: wrangler ran`);
    assert.match(run.output, new RegExp(`build/${file} would run as code on Pages`));
  }
  const folder = publish(['preview', '3'], settings, put('build', 'functions/api.js'));
  assert.equal(folder.status, 1, folder.output);
  assert.match(folder.output, /build\/functions would run as code on Pages/);
});

test('functions/ or a wrangler configuration beside the build, where wrangler would look, is refused', () => {
  for (const [name, prepare] of [
    ['functions', put('functions', 'index.js')],
    ['wrangler.toml', put('.', 'wrangler.toml', 'name = "docs"\npages_build_output_dir = "build"\n')],
    ['wrangler.json', put('.', 'wrangler.json', '{"name": "docs", "pages_build_output_dir": "build"}')],
    ['wrangler.jsonc', put('.', 'wrangler.jsonc', '{"name": "docs", "pages_build_output_dir": "build"}')],
  ] as const) {
    const run = publish(['preview', '3'], settings, prepare);
    assert.equal(run.status, 1, `${name}: ${run.output}`);
    assert.equal(run.wranglerArgs, null, `${name}: wrangler ran`);
    assert.match(run.output, new RegExp(`Not published: ${run.dir}/${name.replace('.', '\\.')} would be read by wrangler`));
  }
});

test('wrangler runs in an empty folder of its own, given the build and itself by absolute path', () => {
  const run = publish(['production'], {...settings, ...deployJob});
  assert.equal(run.status, 0, run.output);
  const cwd = run.wranglerCwd;
  assert.ok(cwd, 'wrangler did not run');
  // Neither the repository's root (functions/, wrangler.*, .env) nor any folder inside it.
  assert.deepEqual(cwd.entries, []);
  assert.ok(!cwd.cwd.startsWith(run.real), `wrangler ran in ${cwd.cwd}`);
  const directory = run.wranglerArgs?.[2] ?? '';
  assert.deepEqual(run.wranglerArgs?.slice(0, 2), ['pages', 'deploy']);
  assert.ok(path.isAbsolute(directory), directory);
  assert.equal(directory, path.join(run.real, 'build'));
  assert.equal(fs.existsSync(cwd.cwd), false, 'its folder is removed afterwards');
});

test('a wrangler configuration in a folder above the one wrangler runs in is refused', (t) => {
  // wrangler searches every folder upwards; mktemp makes its folder under TMPDIR.
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-deploy-outer-'));
  t.after(() => fs.rmSync(outer, {recursive: true, force: true}));
  fs.mkdirSync(path.join(outer, 'tmp'));
  fs.writeFileSync(path.join(outer, 'wrangler.toml'), 'name = "elsewhere"\n');
  const run = publish(['preview', '3'], {...settings, TMPDIR: path.join(outer, 'tmp')});
  assert.equal(run.status, 1, run.output);
  assert.equal(run.wranglerArgs, null, 'wrangler ran');
  assert.match(run.output, /Not published: .*\/wrangler\.toml would be read by wrangler as configuration of the deployment/);
});

test('a missing build folder or wrangler is named before anything runs', () => {
  const noBuild = publish(['preview', '3'], settings, (dir) => fs.rmSync(path.join(dir, 'build'), {recursive: true}));
  assert.equal(noBuild.status, 1);
  assert.match(noBuild.output, /Not published: the build folder 'build' does not exist/);
  const noWrangler = publish(['preview', '3'], settings, (dir) => fs.rmSync(path.join(dir, 'deploy'), {recursive: true}));
  assert.equal(noWrangler.status, 1);
  assert.match(
    noWrangler.output,
    /deploy\/node_modules\/wrangler\/bin\/wrangler\.js is missing: run npm ci --prefix deploy --ignore-scripts/,
  );
});
