/** The upgrade rehearsal (.github/workflows/upgrade-rehearsal.yml, scripts/upgrade/docusaurus.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {docusaurusPackages, pickVersion} from '../../scripts/upgrade/docusaurus';

const siteDir = path.resolve(__dirname, '../..');

test('the newest 3.x release and the newest v4 canary, by number, not by string order', () => {
  const versions = [
    '3.9.2',
    '3.10.0',
    '3.10.2',
    '3.10.1-canary-6807',
    '4.0.0-canary-6808',
    '4.0.0-canary-10001',
    '4.0.0-canary-6822',
    '2.4.3',
  ];
  assert.equal(pickVersion([versions], 'newest'), '3.10.2');
  assert.equal(pickVersion([versions], 'canary'), '4.0.0-canary-10001');
  assert.throws(() => pickVersion([['3.10.2']], 'canary'), /No v4 canary/);
});

test('a version only some packages have is not picked', () => {
  const core = ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822'];
  const faster = ['3.10.2', '4.0.0-canary-6808'];
  assert.equal(pickVersion([core, faster], 'canary'), '4.0.0-canary-6808');
  assert.throws(() => pickVersion([core, ['3.10.1']], 'newest'), /No 3.x release is published for every Docusaurus package/);
});

test('every Docusaurus package of the site moves together', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  const names = docusaurusPackages(pkg);
  for (const name of ['@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/faster', '@docusaurus/types']) {
    assert.ok(names.includes(name), name);
  }
  assert.ok(!names.some((n) => n.startsWith('@docsearch/')));
});

test('the rehearsal runs on a schedule: the newest 3.x with the layer on and off, the v4 canary off and never failing the run', () => {
  const workflow = parse(fs.readFileSync(path.join(siteDir, '.github/workflows/upgrade-rehearsal.yml'), 'utf8'));
  assert.ok(workflow.on.schedule?.length, 'no schedule');
  const newest = workflow.jobs['newest-3'];
  assert.deepEqual(newest.strategy.matrix.layer, ['on', 'off']);
  const runs = (job: {steps: {run?: string; env?: Record<string, string>}[]}) => job.steps.map((s) => s.run ?? '');
  assert.ok(runs(newest).includes('npx tsx scripts/upgrade/docusaurus.ts newest'));
  assert.ok(runs(newest).some((r) => r.includes('upstream:report')));
  assert.equal(newest.steps.find((s: {run?: string}) => s.run === 'npm test').env.PERFORMANCE_LAYER, '${{ matrix.layer }}');
  const canary = workflow.jobs['v4-canary'];
  assert.equal(canary['continue-on-error'], true);
  assert.ok(runs(canary).includes('npx tsx scripts/upgrade/docusaurus.ts canary'));
  const canaryTest = canary.steps.find((s: {run?: string}) => s.run === 'npm test');
  assert.equal(canaryTest.env.PERFORMANCE_LAYER, 'off');
  // Every step runs, and the summary lists each failure with its file and reason.
  assert.equal(canaryTest.env.TEST_KEEP_GOING, '1');
});
