/** Text analysis of the embedded engine (plugins/search/client/embedded/analysis.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  indexTerm,
  relatedForms,
  splitCompound,
  stemmers,
  stemPrefix,
  transpositions,
  synonymMatches,
  words,
} from '../../plugins/search/client/embedded/analysis';

const synonymsOf = (query: string, groups: string[][], language: 'en' | 'de' = 'de') =>
  synonymMatches(query, groups, language).map(({synonym}) => synonym);

test('words are lowercased letters and digits; everything else separates', () => {
  assert.deepEqual(words('Vertrags-Verlängerung 2025, T&M!'), ['vertrags', 'verlängerung', '2025', 't', 'm']);
  assert.deepEqual(words(' … '), []);
});

test('a word is indexed as its stem, whatever its case; a stop word not at all', () => {
  assert.equal(indexTerm('contracts', 'en'), 'contract');
  assert.equal(indexTerm('Contracts', 'en'), 'contract');
  assert.equal(indexTerm('dissolution', 'en'), 'dissolu');
  assert.equal(indexTerm('The', 'en'), null);
  assert.equal(indexTerm('Abwesenheiten', 'de'), 'abwes');
  assert.equal(indexTerm('die', 'de'), null);
  // Each language its own: "die" is an English word.
  assert.equal(indexTerm('die', 'en'), 'die');
});

test("a question's auxiliaries and particles are stop words; negations are not", () => {
  for (const word of ['were', 'have', 'just']) assert.equal(indexTerm(word, 'en'), null);
  for (const word of ['wurde', 'haben', 'schon']) assert.equal(indexTerm(word, 'de'), null);
  assert.equal(indexTerm('not', 'en'), 'not');
  assert.equal(indexTerm('nicht', 'de'), 'nicht');
});

test('a German compound splits into the words it is made of, with or without a linking element', () => {
  const known = (vocabulary: string) => (part: string) => vocabulary.split(' ').includes(part);
  assert.deepEqual(splitCompound('vertragsverlängerung', known('vertrag verlängerung')), ['vertrag', 'verlängerung']);
  assert.deepEqual(splitCompound('garantieerweiterung', known('garantie erweiterung')), ['garantie', 'erweiterung']);
  assert.deepEqual(splitCompound('vertragszeilenimport', known('vertrag zeilen import')), ['vertrag', 'zeilen', 'import']);
  // Every part must be a known word of at least four letters.
  assert.deepEqual(splitCompound('vertragsverlängerung', known('vertrag')), []);
  assert.deepEqual(splitCompound('abozeile', known('abo zeile')), []);
});

test('a misspelt word is searched as the stem it begins with', () => {
  // "abwesenheitn" → "abwesenheit" → the stem "abwes".
  assert.equal(
    stemPrefix('abwesenheitn', (term) => term === 'abwes', stemmers.de),
    'abwes',
  );
  // The stem itself, covering at least half of the word.
  assert.equal(
    stemPrefix('dissoluton', (term) => term === 'dissolu'),
    'dissolu',
  );
  // A stem of fewer than four letters is no match.
  assert.equal(
    stemPrefix('contarct', (term) => term === 'con'),
    null,
  );
  assert.equal(
    stemPrefix('contract', () => false),
    null,
  );
});

test('a German verb has its noun in -ung, the noun the verb, and a participle its infinitive', () => {
  assert.deepEqual(relatedForms('stornieren', 'de'), ['stornierung']);
  assert.deepEqual(relatedForms('verlängern', 'de'), ['verlängerung']);
  assert.deepEqual(relatedForms('buchung', 'de'), ['buchen', 'buchn']);
  assert.deepEqual(relatedForms('gehen', 'de'), []);
  // A participle or third person, with or without a case ending, and its infinitive.
  assert.deepEqual(relatedForms('verfällt', 'de'), ['verfällen']);
  assert.deepEqual(relatedForms('verbrauchtem', 'de'), ['verbrauchen']);
  assert.deepEqual(relatedForms('verbrauchten', 'de'), ['verbrauchtung', 'verbrauchen']);
});

test('an English verb has its noun where the stemmer keeps them apart, and the noun the verb', () => {
  assert.deepEqual(relatedForms('dissolve', 'en'), ['dissolution']);
  assert.deepEqual(relatedForms('subscription', 'en'), ['subscribe']);
  assert.deepEqual(relatedForms('consume', 'en'), ['consumption']);
  assert.deepEqual(relatedForms('cancel', 'en'), []);
});

test('a query names the other members of each synonym group it contains, not those it says already', () => {
  const groups = [
    ['leistung', 'service commitment', 'abonnementzeile'],
    ['t&m', 'time and material'],
    ['rechnung', 'faktura'],
  ];
  assert.deepEqual(synonymMatches('Leistung stornieren', groups, 'de'), [
    {member: 'leistung', synonym: 'service commitment'},
    {member: 'leistung', synonym: 'abonnementzeile'},
  ]);
  assert.deepEqual(synonymsOf('Leistung, Service Commitment', groups), ['abonnementzeile']);
  assert.deepEqual(synonymsOf('T&M', groups), ['time and material']);
  // Whole words only: "Rechnungen" is not "Rechnung".
  assert.deepEqual(synonymsOf('Rechnungen', groups), []);
  // Stop words aside: "end a contract" says "end contract".
  assert.deepEqual(synonymsOf('how do I end a contract', [['cancel', 'end contract']], 'en'), ['cancel']);
});

test('a word has each version with two neighbouring letters swapped; a short word none', () => {
  assert.ok(transpositions('contarct').includes('contract'));
  assert.deepEqual(transpositions('abcd'), ['bacd', 'acbd', 'abdc']);
  // Swapping two equal letters changes nothing.
  assert.deepEqual(transpositions('aabc'), ['abac', 'aacb']);
  assert.deepEqual(transpositions('abc'), []);
});
