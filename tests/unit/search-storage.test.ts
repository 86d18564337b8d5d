import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isStoredHit, repairStoredSearches, storedSearchKeys} from '../../plugins/search/client/storage';

/** localStorage's interface over a Map, so the tests see every write. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  writes = 0;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.writes++;
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.writes++;
    this.items.set(key, value);
  }
}

const [RECENT, FAVORITES] = storedSearchKeys('docs');
const ORIGIN = 'https://x.test';
const hit = {
  objectID: '/docs/generic',
  url: 'https://x.test/docs/generic',
  type: 'lvl1',
  content: null,
  hierarchy: {lvl0: 'A & B', lvl1: 'Generic &lt;T&gt;', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
};

test("the keys are DocSearch 3.9's, scoped by index name", () => {
  assert.deepEqual(storedSearchKeys('docs'), ['__DOCSEARCH_RECENT_SEARCHES__docs', '__DOCSEARCH_FAVORITE_SEARCHES__docs']);
});

test('invalid JSON, or JSON that is no list, resets the key', () => {
  for (const bad of ['{not json', '', 'undefined', '{}', '"text"', '42', 'null']) {
    const storage = new MemoryStorage();
    storage.setItem(RECENT, bad);
    storage.setItem(FAVORITES, JSON.stringify([hit]));
    assert.deepEqual(repairStoredSearches('docs', storage, ORIGIN), [RECENT], bad);
    assert.equal(storage.getItem(RECENT), null, bad);
    assert.equal(storage.getItem(FAVORITES), JSON.stringify([hit]), bad);
  }
});

test('entries DocSearch cannot show, or that hold markup, are dropped; good lists are left untouched', () => {
  const storage = new MemoryStorage();
  const badEntries = [
    null,
    42,
    'x',
    {...hit, objectID: 1},
    {...hit, hierarchy: null},
    {...hit, hierarchy: {...hit.hierarchy, lvl1: '<img src=x onerror=alert(1)>'}},
    {...hit, content: 'a <script>'},
  ];
  storage.setItem(RECENT, JSON.stringify([hit, ...badEntries]));
  const sample = {...hit, hierarchy: {...hit.hierarchy, lvl1: '<span class="search-sample-marker">Example</span> Generic'}};
  storage.setItem(FAVORITES, JSON.stringify([sample]));
  storage.writes = 0;
  assert.deepEqual(repairStoredSearches('docs', storage, ORIGIN), [RECENT]);
  assert.deepEqual(JSON.parse(storage.getItem(RECENT)!), [hit]);
  assert.equal(storage.writes, 1);
  assert.equal(isStoredHit(sample, ORIGIN), true);
  assert.deepEqual(repairStoredSearches('docs', storage, ORIGIN), []);
});

test('storage that throws is left alone without an error', () => {
  const throwing = {
    getItem() {
      throw new Error('SecurityError');
    },
  } as unknown as Storage;
  assert.deepEqual(repairStoredSearches('docs', throwing), []);
});

test('highlight and snippet results are removed: DocSearch would render their markup in place of the checked fields', () => {
  const storage = new MemoryStorage();
  const withResults = {
    ...hit,
    _highlightResult: {hierarchy: {lvl1: {value: '<img src=x onerror=alert(1)>', matchLevel: 'full', matchedWords: []}}},
    _snippetResult: {content: {value: '<img src=x onerror=alert(2)>', matchLevel: 'full'}},
  };
  storage.setItem(FAVORITES, JSON.stringify([withResults]));
  assert.deepEqual(repairStoredSearches('docs', storage, ORIGIN), [FAVORITES]);
  assert.deepEqual(JSON.parse(storage.getItem(FAVORITES)!), [hit]);
});

test('only links of this site are kept: paths and absolute URLs of its origin', () => {
  const good = ['/docs/generic', '/de/docs/generic#anchor', 'https://x.test/docs/generic', 'HTTPS://X.TEST/docs'];
  const bad = [
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/docs',
    '/\\evil.example/docs',
    '/\t/evil.example/docs',
    'https://evil.example/docs',
    'http://x.test/docs',
    'https://x.test.evil.example/docs',
    'https://x.test@evil.example/docs',
    'docs/generic',
    '',
  ];
  const storage = new MemoryStorage();
  storage.setItem(RECENT, JSON.stringify([...good, ...bad].map((url) => ({...hit, url}))));
  assert.deepEqual(repairStoredSearches('docs', storage, ORIGIN), [RECENT]);
  assert.deepEqual(
    JSON.parse(storage.getItem(RECENT)!).map((entry: {url: string}) => entry.url),
    good,
  );
});
