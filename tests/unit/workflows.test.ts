import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

/** The rules every GitHub Actions workflow of the repository keeps (deploy/README.md). */
const workflowsDir = path.resolve(__dirname, '../../.github/workflows');

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
  run?: string;
  env?: Record<string, string>;
}
interface Job {
  permissions?: Record<string, string> | string;
  environment?: unknown;
  steps?: Step[];
}
interface Workflow {
  on: unknown;
  permissions?: unknown;
  jobs: Record<string, Job>;
}

function workflows(): [string, Workflow, string][] {
  return fs
    .readdirSync(workflowsDir)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => {
      const text = fs.readFileSync(path.join(workflowsDir, f), 'utf8');
      return [f, parse(text) as Workflow, text];
    });
}

/** Permissions only a job that publishes may hold. */
const deployOnly = new Set(['pages', 'id-token', 'deployments']);

test('there are workflows to check', () => {
  assert.ok(workflows().length > 0);
});

for (const [file, workflow, text] of workflows()) {
  test(`${file}: no pull_request_target trigger`, () => {
    const triggers = typeof workflow.on === 'string' ? [workflow.on] : Object.keys(workflow.on as object);
    assert.ok(!triggers.includes('pull_request_target'), `${file} is triggered by pull_request_target`);
  });

  test(`${file}: no permissions for the whole workflow; each job names its own, read-only unless it deploys`, () => {
    assert.ok(
      workflow.permissions === undefined || JSON.stringify(workflow.permissions) === '{}',
      `${file}: top-level permissions must be empty ({}), got ${JSON.stringify(workflow.permissions)}`,
    );
    for (const [name, job] of Object.entries(workflow.jobs)) {
      assert.equal(typeof job.permissions, 'object', `${file}: job ${name} does not list its permissions`);
      for (const [scope, level] of Object.entries(job.permissions as Record<string, string>)) {
        if (level === 'none' || (scope === 'contents' && level === 'read')) continue;
        assert.ok(deployOnly.has(scope) && job.environment !== undefined, `${file}: job ${name} asks for ${scope}: ${level}`);
      }
    }
  });

  test(`${file}: every action is pinned to a full commit SHA with its version in a comment`, () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps ?? []) {
        if (step.uses === undefined || step.uses.startsWith('./')) continue;
        assert.match(step.uses, /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/, `${file}: job ${name} uses ${step.uses}`);
        const line = text.split('\n').find((l) => l.includes(`uses: ${step.uses}`));
        assert.match(line ?? '', /# v\d+\.\d+\.\d+$/, `${file}: ${step.uses} has no "# vX.Y.Z" comment`);
      }
    }
  });

  test(`${file}: checkouts do not keep the token in the repository`, () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps ?? []) {
        if (!step.uses?.startsWith('actions/checkout@')) continue;
        assert.equal(step.with?.['persist-credentials'], false, `${file}: job ${name} checks out with persist-credentials`);
      }
    }
  });
}

interface CiJob extends Job {
  needs?: string | string[];
  if?: string;
  strategy?: {matrix?: {node?: number[]}};
}
const ci = () =>
  workflows().find(([f]) => f === 'ci.yml')![1] as Workflow & {jobs: Record<string, CiJob>; concurrency?: Record<string, unknown>};
const runs = (job: CiJob) => (job.steps ?? []).map((s) => s.run ?? '').join('\n');

test('the workflows install the locked dependencies with npm ci, never npm install', () => {
  // The upgrade rehearsal's newer releases come from scripts/upgrade/docusaurus.ts, after npm ci.
  for (const [file, workflow] of workflows()) {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const run = runs(job);
      assert.doesNotMatch(run, /\bnpm (install|i|add)\b/, `${file}: job ${name} runs npm install`);
      if (/\bnpm (test|run)\b/.test(run)) assert.match(run, /^npm ci\b/m, `${file}: job ${name} runs npm scripts without npm ci`);
    }
  }
});

test('.ci/run is exactly the test command of README.md, which installs with npm ci', () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  const command = /^\| Install and run every test\s*\| `([^`]+)`/m.exec(readme)?.[1];
  assert.equal(command, 'npm ci && npm test');
  assert.match(readme, /\| `npm ci && npm run site` \|/);
  const lines = fs.readFileSync(path.resolve(__dirname, '../../.ci/run'), 'utf8').trim().split('\n');
  assert.equal(lines.at(-1), command);
});

test('the deploy job publishes only what the tests passed, only from main, after checking it', () => {
  const deploy = ci().jobs.deploy;
  assert.deepEqual([deploy.needs].flat(), ['test']);
  assert.match(deploy.if ?? '', /github\.event_name == 'push' && github\.ref == 'refs\/heads\/main'/);
  const uses = (deploy.steps ?? []).map((s) => s.uses ?? '');
  assert.ok(
    uses.some((u) => u.startsWith('actions/download-artifact@')),
    'it publishes the tested build',
  );
  assert.doesNotMatch(runs(deploy), /npm (run )?(build|test)|docusaurus build/, 'the deploy job builds nothing');
  const steps = (deploy.steps ?? []).map((s) => s.run ?? '');
  const check = steps.findIndex((r) => r.includes('scripts/deploy/check-build.ts'));
  const publish = steps.findIndex((r) => r.includes('pages-deploy.sh'));
  assert.ok(check >= 0 && check < publish, 'the build is checked for its address and placeholders before it is published');
});

test('the deploy tool is installed from its lock file, never while a secret is in the environment', () => {
  for (const name of ['deploy', 'preview']) {
    for (const step of ci().jobs[name].steps ?? []) {
      const run = step.run ?? '';
      assert.doesNotMatch(
        run,
        /npx (--yes )?wrangler|npm (i|install) .*wrangler/,
        `${name}: wrangler must come from deploy/package-lock.json`,
      );
      const secrets = Object.values(step.env ?? {}).some((v) => String(v).includes('secrets.'));
      if (/npm (ci|install|i)\b/.test(run)) assert.ok(!secrets, `${name}: an install step has a secret in its environment`);
    }
    // Install scripts would run in the job that later holds the token.
    assert.match(runs(ci().jobs[name]), /npm ci --prefix deploy --ignore-scripts/);
  }
});

test('a preview is published as pr-<number>, never under a name the pull request chooses; production only by the deploy job', () => {
  const publishStep = (name: string) => (ci().jobs[name].steps ?? []).find((s) => (s.run ?? '').includes('pages-deploy.sh'));
  const preview = publishStep('preview');
  assert.match(preview?.run ?? '', /pages-deploy\.sh build preview "\$PR_NUMBER"$/);
  assert.equal(preview?.env?.PR_NUMBER, '${{ github.event.pull_request.number }}');
  assert.doesNotMatch(JSON.stringify(ci().jobs.preview), /head_ref|head\.ref|github\.ref_name/, 'a branch name reaches the preview');
  assert.match(publishStep('deploy')?.run ?? '', /pages-deploy\.sh build production$/);
});

test('pull requests from branches get a preview deployment; forks only the artifact', () => {
  const preview = ci().jobs.preview;
  assert.deepEqual([preview.needs].flat(), ['test']);
  assert.match(preview.if ?? '', /github\.event\.pull_request\.head\.repo\.full_name == github\.repository/);
  assert.match(JSON.stringify(preview.environment), /steps\.publish\.outputs\.url/);
});

test('superseded pull-request runs are cancelled, main runs are not', () => {
  const concurrency = ci().concurrency ?? {};
  assert.match(String(concurrency.group), /pull_request\.number/);
  assert.equal(concurrency['cancel-in-progress'], "${{ github.event_name == 'pull_request' }}");
});

test('the content checks run first, with annotations, and the builds wait for them', () => {
  const content = ci().jobs.content;
  assert.match(runs(content), /::add-matcher::\.github\/content-problems\.json/);
  for (const check of ['check:content', 'check:terms', 'lint:md', 'spell', 'translations:check'])
    assert.match(runs(content), new RegExp(`npm run --silent ${check}`));
  assert.deepEqual([ci().jobs.test.needs].flat(), ['content']);
});

test('the suite runs on every Node line package.json supports, and the build gets the operator settings', () => {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {engines: {node: string}};
  const lines = ci().jobs.test.strategy?.matrix?.node ?? [];
  assert.ok(lines.includes(22) && lines.includes(24), `matrix: ${lines.join(', ')}`);
  const lowest = Number(/(\d+)/.exec(pkg.engines.node)?.[1]);
  assert.equal(Math.min(...lines), lowest, `engines says ${pkg.engines.node}`);
  const nvmrc = fs.readFileSync(path.resolve(__dirname, '../../.nvmrc'), 'utf8').trim();
  assert.ok(lines.includes(Number(nvmrc)), '.nvmrc names a tested line');
  assert.match(runs(ci().jobs.test), /scripts\/deploy\/settings-from-github\.ts/);
});

test('the whole suite also runs with the performance layer off, as a job of its own that publishes nothing', () => {
  const layerOff = ci().jobs['layer-off'];
  assert.ok(layerOff, 'ci.yml has no layer-off job');
  const step = (layerOff.steps ?? []).find((s) => s.run === 'npm test');
  assert.equal(step?.env?.PERFORMANCE_LAYER, 'off', 'its npm test step runs with PERFORMANCE_LAYER=off');
  assert.equal(
    ci().jobs.test.steps?.find((s) => s.run === 'npm test')?.env?.PERFORMANCE_LAYER,
    undefined,
    'the test job keeps the layer on',
  );
  for (const name of ['deploy', 'preview'])
    assert.deepEqual([ci().jobs[name].needs].flat(), ['test'], `${name} publishes the build with the layer`);
  assert.doesNotMatch(JSON.stringify(layerOff), /upload-artifact[^"]*"[^}]*"name":"site"/, 'the layer-off build is not the published one');
});

test('Dependabot updates the actions and the npm dependencies', () => {
  const config = parse(fs.readFileSync(path.resolve(__dirname, '../../.github/dependabot.yml'), 'utf8')) as {
    updates: {'package-ecosystem': string}[];
  };
  const ecosystems = config.updates.map((u) => u['package-ecosystem']).sort();
  assert.deepEqual(ecosystems, ['github-actions', 'npm', 'npm', 'npm', 'npm']);
  assert.ok(
    config.updates.some((u) => (u as {directory?: string}).directory === '/bench/tools'),
    "the benchmark's tools and plain site are updated too",
  );
  assert.ok(
    config.updates.some((u) => (u as {directory?: string}).directory === '/tests/hosts/node'),
    "the host tests' Node is updated too",
  );
  const deployTool = config.updates.find((u) => (u as {directory?: string}).directory === '/deploy') as
    {cooldown?: {'default-days'?: number}} | undefined;
  assert.ok(deployTool, 'the deploy tool is updated too');
  // The tool runs where the token is: a new release waits a week before it is proposed.
  assert.ok((deployTool.cooldown?.['default-days'] ?? 0) >= 7, 'the deploy tool has a cooldown of at least 7 days');
});

test('each major Dependabot holds back is a dependency of the site, with the reason written above it', () => {
  const raw = fs.readFileSync(path.resolve(__dirname, '../../.github/dependabot.yml'), 'utf8');
  const config = parse(raw) as {updates: {directory?: string; ignore?: {'dependency-name': string}[]}[]};
  const site = config.updates.find((u) => u.directory === '/' && u.ignore);
  assert.ok(site, 'the site’s npm updates hold majors back');
  const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as Record<string, Record<string, string>>;
  const declared = {...pkg.dependencies, ...pkg.devDependencies};
  assert.ok(
    site.ignore!.some((rule) => rule['dependency-name'] === '@docsearch/react'),
    'DocSearch stays on 3.x on purpose',
  );
  for (const rule of site.ignore!) {
    const name = rule['dependency-name'];
    assert.ok(name in declared, `${name} is held back but not a dependency`);
    // A comment right above the rule says why.
    const above =
      raw
        .slice(0, raw.indexOf(`- dependency-name: '${name}'`))
        .trimEnd()
        .split('\n')
        .at(-1) ?? '';
    assert.match(above, /^\s*#/, `${name}: say why its major is held back`);
  }
});
