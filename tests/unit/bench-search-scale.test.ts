import {test} from 'node:test';
import assert from 'node:assert/strict';
import {COPIES, NEW_WORD_SHARE, scaleDocuments} from '../../scripts/bench/search-scale';
import type {PageDocument} from '../../plugins/search/indexing/build-embedded-index';

/** A page of 400 distinct long words, one short one, and a capitalised title. */
const letter = (n: number) => String.fromCharCode(97 + (n % 26));
const words = Array.from({length: 400}, (_, i) => `contract${letter(i)}${letter(Math.floor(i / 26))}line`);
const doc: PageDocument = {
  page: {
    id: 0,
    url: '/docs/a',
    title: 'Contractaaline renewal',
    lvl0: 'App',
    kind: 'doc',
    headings: 'Setup',
    body: `${words.join(' ')} tax`,
  },
  sections: [{anchor: null, headings: [], text: words.join(' ')}],
};

test('ten copies: the first as it is, the others under their own path with part of their long words new, the same every time', () => {
  const scaled = scaleDocuments([doc]);
  assert.equal(scaled.length, COPIES);
  assert.deepEqual(scaled[0], doc);
  assert.deepEqual(scaleDocuments([doc]), scaled);
  assert.deepEqual(
    scaled.map(({page}) => [page.id, page.url]),
    scaled.map((_, i) => [i, i ? `/copy-${i}/docs/a` : '/docs/a']),
  );
  const vocabularies = scaled.map(({page}) => new Set(page.body.split(' ')));
  for (const [i, {page, sections}] of scaled.entries()) {
    if (i === 0) continue;
    const kept = words.filter((word) => vocabularies[i].has(word)).length / words.length;
    assert.ok(Math.abs(1 - kept - NEW_WORD_SHARE) < 0.08, `copy ${i} kept ${kept}`);
    assert.deepEqual(
      page.body.split(' ').map((word) => word.length),
      doc.page.body.split(' ').map((word) => word.length),
    );
    assert.ok(page.body.endsWith(' tax'), 'a word under six letters stays');
    assert.equal(sections[0].text, page.body.slice(0, -' tax'.length), 'the sections have the same words as the page');
    assert.match(page.title, /^[A-Z]/);
  }
  // Each copy makes its own words new: the vocabulary grows with the copies.
  assert.ok(new Set(vocabularies.flatMap((v) => [...v])).size > words.length * (1 + (COPIES - 1) * NEW_WORD_SHARE * 0.9));
});
