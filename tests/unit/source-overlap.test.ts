import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkOverlap, main, pageWords, sharedRuns, sourceText, wordsOf} from '../../plugins/content-checks/overlap';

const source = wordsOf(
  'Usage data is imported per supplier. The billing lines are created for every subscription that is connected to a contract line.',
).map((w) => w.word);

function runsOf(markdown: string) {
  return sharedRuns(pageWords(markdown), source);
}

test('a run of eleven words identical to the source is reported with its line, whatever the case, punctuation and line breaks', () => {
  const page =
    '---\ntitle: Billing\n---\n\nIntro.\n\nThe Billing lines are created for every\n*subscription*, that is connected to a contract.\n';
  assert.deepEqual(runsOf(page), [
    {
      line: 7,
      words: [
        'the',
        'billing',
        'lines',
        'are',
        'created',
        'for',
        'every',
        'subscription',
        'that',
        'is',
        'connected',
        'to',
        'a',
        'contract',
      ],
    },
  ]);
});

test('a run of ten identical words is not reported', () => {
  assert.deepEqual(runsOf('The billing lines are created for every subscription that is linked.\n'), []);
});

test('overlapping runs make one run, and separate runs are reported separately', () => {
  const page =
    'Usage data is imported per supplier. The billing lines are created for every subscription. Then something else happens here. The billing lines are created for every subscription that is connected to it.\n';
  assert.deepEqual(
    runsOf(page).map((r) => r.words.length),
    [14, 12],
  );
});

test('front matter, code, link targets and the caption cells of tables are not compared; other table cells are', () => {
  const copied = 'the billing lines are created for every subscription that is connected';
  const page = [
    '---',
    `description: ${copied}`,
    '---',
    '',
    '```text',
    copied,
    '```',
    '',
    `Use \`${copied}\` or [the page](https://example.com/${copied.replace(/ /g, '-')}).`,
    '',
    '| Field | Meaning |',
    '| ----- | ------- |',
    `| ${copied} | Short. |`,
    `| **Billing** | ${copied} |`,
    '',
  ].join('\n');
  assert.deepEqual(
    runsOf(page).map((r) => r.line),
    [14],
  );
});

test('a run does not continue from a table row or a heading into the next block', () => {
  const page = '| Field | Usage data is imported per |\n\n## Supplier\n\nThe billing lines are created for every subscription that\n';
  assert.deepEqual(runsOf(page), []);
});

test('an HTML source is compared by its text', () => {
  assert.equal(
    sourceText('<html><body><p>One <b>two</b></p><script>var x = 1;</script></body></html>').replace(/\s+/g, ' ').trim(),
    'One two',
  );
});

test('the command names the page, the line and the source, and exits 1 for a run, 2 for a file it cannot read', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'overlap-'));
  const page = path.join(dir, 'page.md');
  const stored = path.join(dir, 'source.txt');
  fs.writeFileSync(
    page,
    '---\ntitle: T\n---\n\nThe billing lines are created for every subscription that is connected to a contract line.\n',
  );
  fs.writeFileSync(stored, source.join(' '));
  assert.deepEqual(checkOverlap(page, [stored]), [
    `${page}:5: 15 words identical to ${stored}: "the billing lines are created for every subscription that is connected to a contract line"`,
  ]);
  const errors: string[] = [];
  const original = console.error;
  console.error = (message: string) => errors.push(message);
  try {
    assert.equal(main([page, stored]), 1);
    assert.equal(main([page, path.join(dir, 'missing.txt')]), 2);
    assert.equal(main([page]), 2);
  } finally {
    console.error = original;
  }
  assert.ok(errors.includes(`${path.join(dir, 'missing.txt')}: cannot read the source text: ENOENT`), errors.join('\n'));
  fs.writeFileSync(page, 'Entirely our own sentence, written for this page alone and nowhere else.\n');
  assert.equal(main([page, stored]), 0);
});
