import {test} from 'node:test';
import assert from 'node:assert/strict';
import {keepErrorScreen} from '../../plugins/search/client/keepErrorScreen';
import {retryError, type SearchClient} from '../../plugins/search/client/types';

const ok = {results: []};
const failing = (error: Error): SearchClient => ({search: () => Promise.reject(error)});

/** DocSearch's own chain: search().catch(setStatus('error') on RetryError, rethrow).then(...) */
function docSearchChain(client: SearchClient, statuses: string[]) {
  return client
    .search({requests: [{query: 'x'}]})
    .catch((error: Error) => {
      if (error.name === 'RetryError') statuses.push('error');
      throw error;
    })
    .then(() => statuses.push('results'));
}

test('a RetryError reaches DocSearch’s handler once the stall threshold has passed, and the query then stays pending', async () => {
  const statuses: string[] = [];
  const started = Date.now();
  const chain = docSearchChain(keepErrorScreen(failing(retryError('down')), 50), statuses);
  const settled = await Promise.race([
    chain.then(
      () => 'settled',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('pending'), 200)),
  ]);
  assert.deepEqual(statuses, ['error']);
  assert.ok(Date.now() - started >= 50);
  assert.equal(settled, 'pending');
});

test('an overdue stall timer still runs before DocSearch’s handler, however late the error comes', async () => {
  const order: string[] = [];
  // autocomplete's stall timer, set as the query starts.
  setTimeout(() => order.push('stalled'), 10);
  const busy: SearchClient = {
    search: () => {
      // A busy machine: the error comes after the threshold, with the stall timer not yet run.
      const end = Date.now() + 40;
      while (Date.now() < end);
      return Promise.reject(retryError('down'));
    },
  };
  void docSearchChain(keepErrorScreen(busy, 10), order);
  await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(order, ['stalled', 'error']);
});

test('other errors and results pass through unchanged', async () => {
  const statuses: string[] = [];
  await assert.rejects(docSearchChain(keepErrorScreen(failing(new TypeError('bug')), 0), statuses), TypeError);
  assert.deepEqual(statuses, []);
  const client = keepErrorScreen({search: async () => ok} as SearchClient, 0);
  assert.deepEqual(await client.search({requests: []}), ok);
  await docSearchChain(client, statuses);
  assert.deepEqual(statuses, ['results']);
});

test('awaiting the client (the /search page) still sees the RetryError', async () => {
  const client = keepErrorScreen(failing(retryError('down')), 0);
  await assert.rejects(client.search({requests: []}), (error: Error) => error.name === 'RetryError');
});

test('the wrapped client keeps the original client’s other methods', () => {
  const original = {search: async () => ok, addAlgoliaAgent: () => 'added'};
  assert.equal(keepErrorScreen(original as SearchClient & {addAlgoliaAgent: () => string}).addAlgoliaAgent(), 'added');
});
