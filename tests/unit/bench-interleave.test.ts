import {test} from 'node:test';
import assert from 'node:assert/strict';
import {interleavedSchedule, runInterleaved} from '../../scripts/bench/interleave';

test('the runs are interleaved: round i of every job before round i+1', () => {
  assert.deepEqual(
    interleavedSchedule(['a', 'b', 'c'], 2).map(({round, job}) => `${round}${job}`),
    ['0a', '0b', '0c', '1a', '1b', '1c'],
  );
  assert.throws(() => interleavedSchedule(['a'], 0), /--runs/);
});

test('a failed run is recorded and the session goes on', async () => {
  let calls = 0;
  const outcomes = await runInterleaved(['ok', 'flaky'], 2, async (job) => {
    calls++;
    if (job === 'flaky' && calls === 2) throw new Error('NO_NAVSTART\nstack');
    return job.length;
  });
  assert.equal(calls, 4);
  assert.deepEqual(outcomes.get('ok'), {results: [2, 2], rounds: [0, 1], errors: []});
  assert.deepEqual(outcomes.get('flaky'), {results: [5], rounds: [1], errors: ['NO_NAVSTART']});
});
