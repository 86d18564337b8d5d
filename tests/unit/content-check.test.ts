import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkContent} from '../../plugins/content-checks/site';
import {formatProblem} from '../../plugins/content-checks/problems';
import {readFrontMatter, FrontMatterError} from '../../plugins/content-checks/frontmatter';
import {checkDoc, checkPost, isValidDate} from '../../plugins/content-checks/schemas';
import {areaOf} from '../../plugins/content-checks/content-files';
import {placeholderProblems, scaffoldText} from '../../plugins/content-checks/placeholders';

const fixtures = path.join(__dirname, '..', 'fixtures', 'content');
const bad = checkContent(path.join(fixtures, 'bad')).problems.map(formatProblem);

/** The one reported line that starts with `prefix`. */
function reported(prefix: string): string {
  const hits = bad.filter((line) => line.startsWith(prefix));
  assert.equal(hits.length, 1, `expected one problem starting with "${prefix}", got:\n${bad.join('\n')}`);
  return hits[0];
}

test('the good fixture site passes', () => {
  assert.deepEqual(checkContent(path.join(fixtures, 'good')).problems, []);
});

test('the real content passes', () => {
  const {entries, problems} = checkContent(path.join(__dirname, '..', '..'));
  assert.deepEqual(problems.map(formatProblem), []);
  assert.ok(entries.length > 600, `only ${entries.length} files found`);
});

test('a date that does not exist is reported with file, line and field', () => {
  assert.match(reported('blog/2025-02-30-release-2025-02-30.md:4: date:'), /expected a real date written YYYY-MM-DD/);
});

test('a date that differs from the file name is reported', () => {
  assert.match(reported('blog/2025-06-01-hotfix-2025-06-01.md:4: date:'), /2025-06-02 but the file name starts with 2025-06-01/);
});

test('an unknown tag is reported on its own line with a suggestion', () => {
  assert.match(
    reported('blog/2025-05-05-release-2025-05-05.md:8: tags:'),
    /"relase" is not defined in blog\/tags\.yml; did you mean "release"/,
  );
});

test('a tag missing from the German tags file is reported for the file and for the German posts using it', () => {
  assert.match(reported('i18n/de/docusaurus-plugin-content-blog/tags.yml: fix:'), /defined in blog\/tags\.yml but not here/);
  assert.match(reported('i18n/de/docusaurus-plugin-content-blog/2025-04-15-release-2025-04-15.md:6: tags:'), /"fix" is not defined/);
});

test('a missing twin is reported in both directions', () => {
  assert.match(
    reported('docs/srb/no-twin.md:'),
    /has no German twin; create i18n\/de\/docusaurus-plugin-content-docs\/current\/srb\/no-twin\.md/,
  );
  assert.match(
    reported('i18n/de/docusaurus-plugin-content-docs/current/srb/orphan.md:'),
    /has no English original at docs\/srb\/orphan\.md/,
  );
});

test('twins that disagree on a shared field are reported on the German file', () => {
  assert.match(
    reported('i18n/de/docusaurus-plugin-content-docs/current/srb/mismatch.md:4: sidebar_position:'),
    /is 7 here but 6 in docs\/srb\/mismatch\.md/,
  );
});

test('a German description left in English is reported', () => {
  assert.match(
    reported('i18n/de/docusaurus-plugin-content-docs/current/srb/bad-source.md:3: description:'),
    /is still the English text of docs\/srb\/bad-source\.md; translate it/,
  );
});

test('a misspelled field name gets a suggestion and the required field is reported missing', () => {
  assert.match(reported('docs/srb/unknown-field.md:4: sidebar_positon:'), /did you mean `sidebar_position`/);
  assert.match(reported('docs/srb/unknown-field.md:1: sidebar_position:'), /is missing; add a number/);
});

test('a page with neither sources nor sample is reported', () => {
  assert.match(reported('docs/srb/no-provenance.md:5: sources:'), /or mark the page as a representative example with `sample: true`/);
});

test('a source that is not https is reported on its list item', () => {
  assert.match(reported('docs/srb/bad-source.md:7: sources[2]:'), /https:\/\//);
});

test('a post without the truncate marker and with an HTML comment is reported', () => {
  assert.match(reported('blog/2025-06-01-hotfix-2025-06-01.md:9:'), /no `\{\/\* truncate \*\/\}` line/);
  assert.match(reported('blog/2025-06-01-hotfix-2025-06-01.md:12:'), /HTML comments break the MDX build/);
});

test('category files need a label and a unique key', () => {
  assert.match(reported('docs/srb/a/_category_.json:1: label:'), /is missing/);
  assert.match(reported('docs/srb/setup/_category_.json:3: key:'), /"srb-setup" is already used by docs\/srb\/b\/_category_\.json/);
});

test('front matter syntax errors carry a line', () => {
  assert.throws(
    () => readFrontMatter('---\ntitle: A\ntags: [a, b\n---\n'),
    (error: unknown) => error instanceof FrontMatterError && error.line >= 3,
  );
  assert.throws(() => readFrontMatter('# No front matter\n'), /must start with front matter/);
  const problems = checkDoc({kind: 'doc', locale: 'en', rel: 'srb/x.md', file: 'docs/srb/x.md'}, '---\ntitle: X\n');
  assert.equal(formatProblem(problems[0]), 'docs/srb/x.md:1: the front matter is not closed: add a line `---` after the last field');
});

test('posts with both sources and sample, or no tags, are reported', () => {
  const text = [
    '---',
    'slug: feature-2025-03-03',
    'title: Feature release',
    'date: 2025-03-03',
    'description: A feature release used to test the rules of the schema.',
    'tags: []',
    'sources:',
    '  - https://example.com/a',
    'sample: true',
    '---',
    '',
    'Summary.',
    '',
    '{/* truncate */}',
  ].join('\n');
  const file = {
    kind: 'post' as const,
    locale: 'en' as const,
    rel: '2025-03-03-feature-2025-03-03.md',
    file: 'blog/2025-03-03-feature-2025-03-03.md',
  };
  const messages = checkPost(file, text, {tags: new Set(['feature']), tagFile: 'blog/tags.yml'}).map(formatProblem);
  assert.deepEqual(messages, [
    'blog/2025-03-03-feature-2025-03-03.md:6: tags: is empty; add at least the kind of post (release, feature, fix or connect)',
    'blog/2025-03-03-feature-2025-03-03.md:9: sample: a page is either sourced or a representative example: remove `sample: true` now that it lists `sources`',
  ]);
});

test('a doc page without keywords, or with an empty list, is refused: search finds pages by them', () => {
  const doc = {kind: 'doc' as const, locale: 'en' as const, rel: 'srb/renewal.md', file: 'docs/srb/renewal.md'};
  const page = (keywords: string[]) =>
    ['---', 'title: Contract renewal', 'description: Renew a contract for its renewal period, by hand or in a batch.', ...keywords]
      .concat(['sidebar_position: 3', 'sample: true', '---', '', 'Text.', ''])
      .join('\n');
  assert.deepEqual(checkDoc(doc, page([])).map(formatProblem), [
    'docs/srb/renewal.md:1: keywords: is missing; add a list such as [renew a contract, contract runs out]',
  ]);
  assert.match(
    checkDoc(doc, page(['keywords: []']))
      .map(formatProblem)
      .join('\n'),
    /keywords: is empty; add the words a reader would type/,
  );
  assert.deepEqual(checkDoc(doc, page(['keywords: [renew a contract]'])), []);
});

test('a placeholder the scaffold wrote, left in a page, is reported with its file and line', () => {
  const doc = {kind: 'doc' as const, locale: 'en' as const, rel: 'srb/renewal.md', file: 'docs/srb/renewal.md'};
  const text = [
    '---',
    'title: Contract renewal',
    `description: ${scaffoldText.doc.en.description}`,
    `keywords: [${scaffoldText.doc.en.keywords}]`,
    'sidebar_position: 3',
    'sample: true',
    '---',
    '',
    'Contract renewal extends a contract by its renewal period.',
    '',
    `## ${scaffoldText.doc.en.heading}`,
    '',
    `Open the contract. ${scaffoldText.doc.en.step}`,
    '',
  ].join('\n');
  assert.deepEqual(checkDoc(doc, text).map(formatProblem), [
    `docs/srb/renewal.md:3: still holds the placeholder "${scaffoldText.doc.en.description}" that npm run new:doc or new:post wrote; replace it with the page's own text`,
    `docs/srb/renewal.md:4: still holds the placeholder "${scaffoldText.doc.en.keywords}" that npm run new:doc or new:post wrote; replace it with the page's own text`,
    `docs/srb/renewal.md:13: still holds the placeholder "${scaffoldText.doc.en.step}" that npm run new:doc or new:post wrote; replace it with the page's own text`,
  ]);
  // A heading that names nothing counts only as a whole heading; headings a page may keep do not count.
  const post = {
    kind: 'post' as const,
    locale: 'de' as const,
    rel: '2025-03-03-feature-2025-03-03.md',
    file: 'i18n/de/docusaurus-plugin-content-blog/2025-03-03-feature-2025-03-03.md',
  };
  const postText = [
    '---',
    'slug: feature-2025-03-03',
    'title: Feature-Release vom 3. März 2025',
    'date: 2025-03-03',
    'description: Ein Feature-Release, mit dem die Regeln der Prüfung getestet werden.',
    'tags: [feature]',
    'sample: true',
    '---',
    '',
    'Neue Funktionen für die Vertragsabrechnung.',
    '',
    '{/* truncate */}',
    '',
    `## ${scaffoldText.post.de.app}`,
    '',
    `### ${scaffoldText.post.de.features}`,
    '',
    'Der Name der App steht jetzt in jeder Rechnung.',
  ].join('\n');
  assert.deepEqual(
    checkPost(post, postText, {tags: new Set(['feature']), tagFile: 'i18n/de/docusaurus-plugin-content-blog/tags.yml'}).map(
      (p) => `${p.line}: ${p.message.split(' that ')[0]}`,
    ),
    [`14: still holds the placeholder "${scaffoldText.post.de.app}"`],
  );
});

test('headings a page may keep, and the words of a placeholder heading in a sentence, are no placeholder', () => {
  const problems = placeholderProblems('x', 'Intro.\n\n## First step\n\n### Fixes\n\nName of the app: see the sidebar.');
  assert.deepEqual(problems, []);
});

test('dates must exist in the calendar', () => {
  assert.equal(isValidDate('2024-02-29'), true);
  assert.equal(isValidDate('2025-02-29'), false);
  assert.equal(isValidDate('2025-4-1'), false);
});

test('docs belong to the most specific area from config/products.ts', () => {
  assert.equal(areaOf('web/tt/setup/jira.md'), 'web/tt');
  assert.equal(areaOf('web/welcome.md'), 'web');
  assert.equal(areaOf('general/essentials/setup.md'), 'general');
  assert.equal(areaOf('welcome.md'), 'site');
});

test('a post whose `sample` is not the value true, so would show no example notice, is reported in both languages', () => {
  for (const file of ['blog', 'i18n/de/docusaurus-plugin-content-blog'].map((dir) => `${dir}/2025-07-01-release-2025-07-01.md`)) {
    assert.match(reported(`${file}:7: sample:`), /expected `true` \(without quotes\), got "true"/);
  }
});

test('a page with both sources and sample is reported in both languages', () => {
  for (const file of ['docs', 'i18n/de/docusaurus-plugin-content-docs/current'].map((dir) => `${dir}/srb/sourced-and-sample.md`)) {
    assert.match(reported(`${file}:7: sample:`), /a page is either sourced or a representative example/);
  }
});
