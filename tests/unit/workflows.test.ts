import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

/** The rules every GitHub Actions workflow of the repository keeps (README.md, "Serving in production"). */
const workflowsDir = path.resolve(__dirname, '../../.github/workflows');

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
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

test('the deploy job publishes only what the tests passed, only from main', () => {
  const [, ci] = workflows().find(([f]) => f === 'ci.yml')!;
  const deploy = ci.jobs.deploy as Job & {needs?: string | string[]; if?: string};
  assert.deepEqual([deploy.needs].flat(), ['test']);
  assert.match(deploy.if ?? '', /github\.event_name == 'push' && github\.ref == 'refs\/heads\/main'/);
  const uses = (deploy.steps ?? []).map((s) => s.uses ?? '');
  assert.ok(!uses.some((u) => u.startsWith('actions/checkout@')), 'the deploy job builds nothing: it publishes the tested build');
  assert.ok(uses.some((u) => u.startsWith('actions/download-artifact@')));
});

test('Dependabot updates the actions and the npm dependencies', () => {
  const config = parse(fs.readFileSync(path.resolve(__dirname, '../../.github/dependabot.yml'), 'utf8')) as {
    updates: {'package-ecosystem': string}[];
  };
  const ecosystems = config.updates.map((u) => u['package-ecosystem']).sort();
  assert.deepEqual(ecosystems, ['github-actions', 'npm']);
});
