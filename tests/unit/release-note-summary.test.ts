/** Summaries of release notes (plugins/release-notes/summary.ts): text with inline formatting only, so that list pages read as lists. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {assertPlainSummaries} from '../../plugins/release-notes';
import {summaryOf, summaryProblem} from '../../plugins/release-notes/summary';

test('the summary is the text before the truncate marker, in either spelling', () => {
  assert.equal(summaryOf('First.\n\n{/* truncate */}\n\n## More'), 'First.\n\n');
  assert.equal(summaryOf('First.\n<!-- truncate -->\nMore'), 'First.\n');
  assert.equal(summaryOf('No marker.'), 'No marker.');
});

test('text with emphasis, strong text, links, inline code and comments passes', () => {
  const summary = [
    'The *new* **release** of [Time Tracking](/docs/web/tt) and `Alt+S`, at 10:30 - or later.',
    'A second line of the same paragraph {/* a comment */} (with brackets) and 3 + 4 = 7.',
    '',
    'A second paragraph, ending in a number 2.',
  ].join('\n');
  assert.equal(summaryProblem(summary), undefined);
});

test('block Markdown, MDX and images are named with their line', () => {
  const cases: [string, RegExp][] = [
    ['Intro.\n\n## Fixes', /^line 3: a heading/],
    ['Intro.\n- item', /^line 2: a list/],
    ['1. first', /^line 1: a list/],
    ['> quoted', /a quote/],
    ['```js\ncode\n```', /a code block/],
    ['    indented code', /an indented code block/],
    [':::note\nHi\n:::', /an admonition/],
    ['| a | b |', /a table/],
    ['a | b\n--|--', /a table/],
    ['Title\n=====', /^line 2: a heading underline/],
    ['Text\n\n---', /a rule/],
    ['import X from "x";', /an import/],
    ['See ![logo](./logo.png).', /an image/],
    ['A <b>bold</b> word.', /HTML or JSX/],
    ['Sum: {1 + 1}', /an expression/],
    ['A claim[^1].', /a footnote/],
  ];
  for (const [summary, expected] of cases) assert.match(summaryProblem(summary) ?? 'passed', expected, JSON.stringify(summary));
});

test('a post whose summary is more than text stops the build, naming the file and the line', () => {
  const post = (source: string, content: string) => ({content, metadata: {source}});
  assert.doesNotThrow(() => assertPlainSummaries({blogPosts: [post('@site/blog/a.md', 'Text.\n\n{/* truncate */}\n\n## More')]} as never));
  assert.throws(
    () => assertPlainSummaries({blogPosts: [post('@site/blog/b.md', 'Intro.\n\n:::note\nHi\n:::\n\n{/* truncate */}')]} as never),
    /- @site\/blog\/b\.md, line 3: an admonition or directive \(":::note"\)/,
  );
});

test('every release note of both languages has a summary of text only', () => {
  const dirs = ['blog', 'i18n/de/docusaurus-plugin-content-blog'].map((dir) => path.join(__dirname, '..', '..', dir));
  let checked = 0;
  for (const dir of dirs) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      const body = fs.readFileSync(path.join(dir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      assert.equal(summaryProblem(summaryOf(body)), undefined, path.join(dir, file));
      checked++;
    }
  }
  assert.ok(checked >= 234, `only ${checked} release notes found`);
});
