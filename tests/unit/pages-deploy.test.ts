/**
 * scripts/deploy/pages-deploy.sh: a preview can never be published as production,
 * and production only from the deploy job of a push to main. The script runs with a
 * stand-in for wrangler that records its arguments and reports an address.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '../../scripts/deploy/pages-deploy.sh');

/** A folder with a built site and a recording stand-in for wrangler at deploy/node_modules/wrangler/bin/wrangler.js. */
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
      'const args = process.argv.slice(2);',
      "fs.writeFileSync('wrangler-args', args.join('\\n'));",
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

function publish(args: string[], env: Record<string, string>, extraFile?: string) {
  const dir = workspace();
  if (extraFile) fs.writeFileSync(path.join(dir, 'build', extraFile), 'export default {fetch: () => new Response("x")};');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GITHUB_|CLOUDFLARE_)/.test(name)));
  const result = spawnSync('bash', [script, 'build', ...args], {cwd: dir, encoding: 'utf8', env: {...inherited, ...env}});
  const argsFile = path.join(dir, 'wrangler-args');
  const wranglerArgs = fs.existsSync(argsFile) ? fs.readFileSync(argsFile, 'utf8').trim().split('\n') : null;
  return {status: result.status, output: result.stdout + result.stderr, wranglerArgs};
}

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
    const run = publish(['preview', '3'], settings, file);
    assert.equal(run.status, 1, `${file}: ${run.output}`);
    assert.equal(run.wranglerArgs, null, `${file}: wrangler ran`);
    assert.match(run.output, new RegExp(`build/${file} would run as code on Pages`));
  }
});
