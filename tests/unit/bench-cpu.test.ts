import assert from 'node:assert/strict';
import test from 'node:test';
import {cpuDescription, cpuSlowdownFor, fixedCpuSlowdown, PHONE_BENCHMARK_INDEX, phoneOffTarget} from '../../scripts/bench/cpu';

test('the slowdown makes every host the same phone', () => {
  assert.equal(cpuSlowdownFor(2400), 2400 / PHONE_BENCHMARK_INDEX);
  assert.equal(cpuSlowdownFor(1500, 600), 2.5);
  assert.equal(cpuSlowdownFor(1234, 600), 2.06, 'rounded to two decimals');
  // A busy host slower than the phone is not sped up.
  assert.equal(cpuSlowdownFor(400, 600), 1);
  assert.throws(() => cpuSlowdownFor(Number.NaN), /benchmarkIndex of the host/);
  assert.throws(() => cpuSlowdownFor(0), /benchmarkIndex of the host/);
});

test('--cpu-slowdown=N fixes the slowdown; the reports say which was used', () => {
  assert.equal(fixedCpuSlowdown(['--skip-build']), undefined);
  assert.equal(fixedCpuSlowdown(['--cpu-slowdown=4']), 4);
  assert.throws(() => fixedCpuSlowdown(['--cpu-slowdown=fast']), /--cpu-slowdown: expected a number of at least 1, got "fast"/);
  assert.throws(() => fixedCpuSlowdown(['--cpu-slowdown=0.5']), /at least 1/);
  assert.match(cpuDescription([]), new RegExp(`benchmarkIndex is ${PHONE_BENCHMARK_INDEX}`));
  assert.match(cpuDescription(['--cpu-slowdown=4']), /slowed down 4x/);
});

test("a run is off target when Lighthouse's reading of the host and the slowdown give another phone", () => {
  assert.equal(phoneOffTarget({benchmarkIndex: 1800, cpuSlowdown: 3}, 600), false);
  assert.equal(phoneOffTarget({benchmarkIndex: 1400, cpuSlowdown: 2}, 600), false, '700 is within 20 %');
  assert.equal(phoneOffTarget({benchmarkIndex: 1214, cpuSlowdown: 3.02}, 600), true, 'a phone of 402');
  assert.equal(phoneOffTarget({benchmarkIndex: 1628, cpuSlowdown: 2}, 600), true, 'a phone of 814');
  // A host slower than the phone runs unthrottled: that is as close as it gets.
  assert.equal(phoneOffTarget({benchmarkIndex: 400, cpuSlowdown: 1}, 600), false);
});
