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
  if?: string;
  permissions?: Record<string, string> | string;
  environment?: unknown;
  concurrency?: unknown;
  steps?: Step[];
}
interface Workflow {
  on: unknown;
  permissions?: unknown;
  concurrency?: unknown;
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

const triggersOf = (workflow: Workflow) => (typeof workflow.on === 'string' ? [workflow.on] : Object.keys(workflow.on as object));

test('there are workflows to check', () => {
  assert.ok(workflows().length > 0);
});

for (const [file, workflow, text] of workflows()) {
  test(`${file}: no pull_request_target trigger`, () => {
    assert.ok(!triggersOf(workflow).includes('pull_request_target'), `${file} is triggered by pull_request_target`);
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
        // Reading the artifacts of the run that triggered it (actions/download-artifact with run-id).
        if (scope === 'actions' && level === 'read' && triggersOf(workflow).join() === 'workflow_run') continue;
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
const workflowFile = (name: string) => {
  const found = workflows().find(([f]) => f === name);
  assert.ok(found, `.github/workflows/${name} is missing`);
  return found[1] as Workflow & {jobs: Record<string, CiJob>; concurrency?: Record<string, unknown>};
};
const ci = () => workflowFile('ci.yml');
/** preview.yml: publishes a pull request's tested build as its preview. */
const previewJob = () => workflowFile('preview.yml').jobs.preview;
const runs = (job: CiJob) => (job.steps ?? []).map((s) => s.run ?? '').join('\n');
/** The jobs that hold the Cloudflare token: production (ci.yml) and the preview (preview.yml). */
const publishingJobs = (): [string, CiJob][] => [
  ['ci.yml deploy', ci().jobs.deploy],
  ['preview.yml preview', previewJob()],
];

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
  for (const [name, job] of publishingJobs()) {
    for (const step of job.steps ?? []) {
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
    assert.match(runs(job), /npm ci --prefix deploy --ignore-scripts/);
  }
});

const publishStep = (job: CiJob) => (job.steps ?? []).find((s) => (s.run ?? '').includes('pages-deploy.sh'));

test('a preview is published as pr-<number>, never under a name the pull request chooses; production only by the deploy job', () => {
  const preview = previewJob();
  assert.match(publishStep(preview)?.run ?? '', /pages-deploy\.sh "\$RUNNER_TEMP\/site" preview "\$PR_NUMBER"$/);
  assert.equal(publishStep(preview)?.env?.PR_NUMBER, '${{ steps.number.outputs.number }}');
  // The number CI wrote is used only as digits, and only when GitHub lists that pull request for the run.
  const number = (preview.steps ?? []).find((s) => (s as {id?: string}).id === 'number');
  assert.ok(number, 'preview.yml has no step with id "number"');
  assert.ok(number.run?.includes('^[1-9][0-9]{0,9}$'), 'the number is checked to be digits');
  assert.match(number.run ?? '', /jq -e --argjson n "\$number" 'any\(\.\[\]; \.number == \$n\)' <<< "\$PULL_REQUESTS"/);
  assert.equal(number.env?.PULL_REQUESTS, '${{ toJSON(github.event.workflow_run.pull_requests) }}');
  assert.doesNotMatch(JSON.stringify(preview), /head_ref|head\.ref|github\.ref_name/, 'a branch name reaches the preview');
  assert.match(publishStep(ci().jobs.deploy)?.run ?? '', /pages-deploy\.sh build production$/);
});

test("a preview is published only by preview.yml, on workflow_run of CI, with main's code and the run's artifacts", () => {
  for (const [file, workflow] of workflows()) {
    if (file === 'preview.yml') continue;
    for (const [name, job] of Object.entries(workflow.jobs))
      assert.ok(!(job.steps ?? []).some((s) => /pages-deploy\.sh .*preview/.test(s.run ?? '')), `${file}: job ${name} publishes a preview`);
  }
  assert.equal(ci().jobs.preview, undefined, 'ci.yml still has a preview job');
  const workflow = workflowFile('preview.yml');
  assert.deepEqual(workflow.on, {workflow_run: {workflows: ['CI'], types: ['completed']}});
  const preview = previewJob();
  // CI itself (not another workflow a pull request calls "CI"), passed, for a pull request from a branch of this repository.
  for (const condition of [
    "github.event.workflow_run.path == '.github/workflows/ci.yml'",
    "github.event.workflow_run.event == 'pull_request'",
    "github.event.workflow_run.conclusion == 'success'",
    'github.event.workflow_run.head_repository.full_name == github.repository',
    // Dependabot's pull requests have no secrets: no preview rather than a failed one.
    "github.event.workflow_run.actor.login != 'dependabot[bot]'",
  ])
    assert.ok((preview.if ?? '').includes(condition), `the preview job lacks: if ${condition}`);
  assert.match(JSON.stringify(preview.environment), /"name":"preview".*steps\.publish\.outputs\.url/);
  assert.deepEqual(preview.permissions, {actions: 'read', contents: 'read'});
  const steps = preview.steps ?? [];
  // main's checkout, never the pull request's head.
  const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'));
  assert.ok(checkout, 'the preview job checks out main');
  assert.equal(checkout.with?.ref, undefined, 'the preview job checks out another ref than main');
  // Both artifacts come from the CI run, outside the checkout; nothing in them is run.
  const downloads = steps.filter((s) => s.uses?.startsWith('actions/download-artifact@'));
  assert.deepEqual(
    downloads.map((s) => s.with?.name),
    ['pull-request', 'site'],
  );
  for (const download of downloads) {
    assert.equal(download.with?.['run-id'], '${{ github.event.workflow_run.id }}');
    assert.equal(download.with?.['github-token'], '${{ github.token }}');
    assert.equal(download.with?.path, `\${{ runner.temp }}/${String(download.with?.name)}`);
  }
  const touching = steps.filter((s) => /RUNNER_TEMP|runner\.temp/.test(s.run ?? ''));
  assert.deepEqual(
    touching.map((s) => (s.run ?? '').split('\n')[0]),
    [
      'number=$(head -c 16 "$RUNNER_TEMP/pull-request/number" | tr -d \'\\n\')',
      'bash scripts/deploy/pages-deploy.sh "$RUNNER_TEMP/site" preview "$PR_NUMBER"',
    ],
    'only the number is read from the artifacts, and only pages-deploy.sh gets the site',
  );
});

test("CI writes the pull request's number beside its build; forks get the build to download", () => {
  const steps = ci().jobs.test.steps ?? [];
  const number = steps.find((s) => (s as {id?: string}).id === 'number');
  assert.equal(number?.env?.PR_NUMBER, '${{ github.event.pull_request.number }}');
  assert.ok(
    steps.some((s) => s.uses?.startsWith('actions/upload-artifact@') && s.with?.name === 'pull-request'),
    'no artifact pull-request',
  );
  const fork = steps.find((s) => (s as {name?: string}).name?.startsWith('Site preview to download'));
  assert.match(String((fork as {if?: string} | undefined)?.if), /head\.repo\.full_name != github\.repository/);
});

test('no job that can run for a pull request holds a secret', () => {
  for (const [file, workflow] of workflows()) {
    if (!triggersOf(workflow).some((t) => t.startsWith('pull_request'))) continue;
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (!JSON.stringify(job).includes('secrets.')) continue;
      // A pull request runs its own copy of the workflow; the environment (deploy/README.md) accepts main only.
      assert.match(
        job.if ?? '',
        /github\.event_name == 'push' && github\.ref == 'refs\/heads\/main'/,
        `${file}: job ${name} can run for a pull request`,
      );
    }
  }
  // Anywhere, secrets are read only where an environment guards them.
  for (const [file, workflow] of workflows())
    for (const [name, job] of Object.entries(workflow.jobs))
      if (JSON.stringify(job).includes('secrets.'))
        assert.ok(job.environment !== undefined, `${file}: job ${name} reads a secret outside an environment`);
});

test("the accessibility check of every page runs as a workflow of its own, outside CI's concurrency group", () => {
  for (const [name, job] of Object.entries(ci().jobs))
    assert.doesNotMatch(runs(job), /check:a11y/, `ci.yml: job ${name} runs the accessibility check; CI's group would wait for it`);
  const workflow = workflowFile('accessibility.yml');
  assert.deepEqual(workflow.on, {workflow_run: {workflows: ['CI'], types: ['completed'], branches: ['main']}});
  const group = (concurrency: unknown) =>
    typeof concurrency === 'string' ? concurrency : (concurrency as {group?: string} | undefined)?.group;
  assert.notEqual(group(workflow.concurrency), group(ci().concurrency));
  assert.doesNotMatch(String(group(workflow.concurrency)), /^ci-/);
  const [job] = Object.values(workflow.jobs) as CiJob[];
  for (const condition of [
    "github.event.workflow_run.path == '.github/workflows/ci.yml'",
    "github.event.workflow_run.event == 'push'",
    "github.event.workflow_run.head_branch == 'main'",
    'github.event.workflow_run.head_repository.full_name == github.repository',
    "github.event.workflow_run.conclusion == 'success'",
  ])
    assert.ok((job.if ?? '').includes(condition), `the accessibility job lacks: if ${condition}`);
  assert.match(runs(job), /npm run check:a11y -- --all/);
  const download = (job.steps ?? []).find((s) => s.uses?.startsWith('actions/download-artifact@'));
  assert.equal(download?.with?.name, 'site');
  assert.equal(download?.with?.['run-id'], '${{ github.event.workflow_run.id }}');
  // The commit of the build it checks.
  const checkout = (job.steps ?? []).find((s) => s.uses?.startsWith('actions/checkout@'));
  assert.equal(checkout?.with?.ref, '${{ github.event.workflow_run.head_sha }}');
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
  // Production and the preview (the artifact `site` of the test job) publish the build with the layer.
  assert.deepEqual([ci().jobs.deploy.needs].flat(), ['test']);
  const uploadsSite = (job: CiJob) =>
    (job.steps ?? []).some((s) => s.uses?.startsWith('actions/upload-artifact@') && s.with?.name === 'site');
  assert.deepEqual(
    Object.entries(ci().jobs)
      .filter(([, job]) => uploadsSite(job))
      .map(([name]) => name),
    ['test'],
  );
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
  assert.ok(
    config.updates.some((u) => (u as {directory?: string}).directory === '/deploy'),
    'the deploy tool is updated too',
  );
});

test('what runs where a token is, or goes into the build, is proposed only after a week in its registry', () => {
  type Update = {'package-ecosystem': string; directory: string; cooldown?: Record<string, number>};
  const config = parse(fs.readFileSync(path.resolve(__dirname, '../../.github/dependabot.yml'), 'utf8')) as {updates: Update[]};
  // The actions (every job), the site's dependencies (the build) and wrangler (the jobs with the Cloudflare token).
  for (const [ecosystem, directory] of [
    ['github-actions', '/'],
    ['npm', '/'],
    ['npm', '/deploy'],
  ]) {
    const update = config.updates.find((u) => u['package-ecosystem'] === ecosystem && u.directory === directory);
    assert.ok(update, `no ${ecosystem} updates for ${directory}`);
    assert.ok((update.cooldown?.['default-days'] ?? 0) >= 7, `${ecosystem} ${directory}: a cooldown of at least 7 days`);
  }
  // Any other cooldown key there invalidates the whole entry.
  const actions = config.updates.find((u) => u['package-ecosystem'] === 'github-actions');
  assert.deepEqual(Object.keys(actions?.cooldown ?? {}), ['default-days'], 'github-actions accepts only default-days');
});

test('CODEOWNERS names owners for the workflows, the host configuration and the deploy scripts, and deploy/README.md says how', () => {
  const owners = fs.readFileSync(path.resolve(__dirname, '../../.github/CODEOWNERS'), 'utf8');
  const rules = owners
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
  for (const folder of ['/.github/', '/deploy/', '/scripts/deploy/', '/plugins/host-config/']) {
    const rule = rules.find(([pattern]) => pattern === folder);
    assert.ok(rule && rule.length > 1 && rule.slice(1).every((o) => o.startsWith('@')), `CODEOWNERS: ${folder} has no owner`);
  }
  const readme = fs.readFileSync(path.resolve(__dirname, '../../deploy/README.md'), 'utf8');
  assert.match(readme, /Require review from Code Owners/);
  // Whatever the owners are called, the README names what is to be replaced.
  const placeholder = /@REPLACE_WITH_MAINTAINERS/.exec(owners)?.[0];
  if (placeholder) assert.ok(readme.includes(placeholder), `deploy/README.md does not say to replace ${placeholder}`);
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
