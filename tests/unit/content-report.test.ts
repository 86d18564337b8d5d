import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkContent} from '../../plugins/content-checks/site';
import {renderReport} from '../../plugins/content-checks/report';
import {readFrontMatter} from '../../plugins/content-checks/frontmatter';

const fixtures = path.join(__dirname, '..', 'fixtures', 'content');

test('the report counts pages and posts per locale, sourced and examples', () => {
  const report = renderReport({...checkContent(path.join(fixtures, 'good')), uiProblems: []});
  assert.match(report, /\| \*\*Doc pages\*\* \| \*\*3\*\* \| \*\*3\*\* \|/);
  assert.match(report, /\| … sourced \(`sources`\) \| 1 \| 1 \|/);
  assert.match(report, /\| … representative examples \(`sample: true`\) \| 1 \| 1 \|/);
  assert.match(report, /\| … changelog and site pages \(need no sources\) \| 1 \| 1 \|/);
  assert.match(report, /\| Subscription & Recurring Billing \(`srb`\) \| 3 \| 3 \| 1 \/ 1 \| 1 \/ 1 \|/);
  assert.match(report, /\| release \| 1 \| 1 \| 0 \/ 0 \| 1 \/ 1 \|/);
  assert.match(report, /None: every UI string has German text\./);
  assert.match(report, /- `docs\/srb\/welcome\.md` and `i18n\/de\/docusaurus-plugin-content-docs\/current\/srb\/welcome\.md`/);
  assert.match(report, /- `blog\/2025-04-15-release-2025-04-15\.md` and /);
  assert.doesNotMatch(report, /## Content check problems/);
});

test('the report lists missing translations, UI strings and check problems by file', () => {
  const report = renderReport({
    ...checkContent(path.join(fixtures, 'bad')),
    uiProblems: ['i18n/de/code.json: "a.b" has no German translation ("Hello")'],
  });
  assert.match(report, /- docs\/srb\/no-twin\.md: has no German twin/);
  assert.match(report, /- i18n\/de\/docusaurus-plugin-content-docs\/current\/srb\/orphan\.md: has no English original/);
  assert.match(report, /- i18n\/de\/code\.json: "a\.b" has no German translation/);
  assert.match(report, /## Content check problems/);
  assert.match(report, /`blog\/2025-02-30-release-2025-02-30\.md:4: date: expected a real date/);
});

test('pages without a description are listed', () => {
  const fm = readFrontMatter('---\ntitle: No description\nsidebar_position: 1\nsample: true\n---\n\nText.\n');
  const report = renderReport({
    entries: [{kind: 'doc', locale: 'de', rel: 'ht/x.md', file: 'i18n/de/docusaurus-plugin-content-docs/current/ht/x.md', fm}],
    problems: [],
  });
  assert.match(report, /## Pages without a description\n\n- `i18n\/de\/docusaurus-plugin-content-docs\/current\/ht\/x\.md`/);
  assert.match(report, /Not checked in this run/);
});
