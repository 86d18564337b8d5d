/**
 * "Edit this page" and "Last updated" as built: every doc page and release
 * note of both languages links to its source file in the repository (the
 * German twin under /de/), and doc pages show the date of their file's last
 * commit. Reads build/ (see blog-output.test.ts for when this runs); the build
 * must have been made with a repository address (REPOSITORY_URL, which
 * scripts/test.sh sets when it is not set).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {gitHistory} from '../../config/repository';
import {siteDir} from '../blogSource';
import {htmlFilesOf, loadHtml} from '../html';

const buildDir = path.join(siteDir, 'build');

interface Page {
  /** Path of the page in the build, e.g. de/docs/cp/activation/index.html. */
  file: string;
  german: boolean;
  kind: 'doc' | 'post' | 'generated';
  edit: string[];
  /** The last-updated date, as an ISO timestamp. */
  updated: string | undefined;
}

/** Doc pages with a source (not the generated category indexes), release notes and generated API pages. */
function builtPages(): Page[] {
  assert.ok(fs.existsSync(buildDir), 'there is no build/. Run `npm run build` first');
  const pages: Page[] = [];
  for (const full of htmlFilesOf(buildDir)) {
    const $ = loadHtml(fs.readFileSync(full, 'utf8'));
    const classes = ($('html').attr('class') ?? '').split(/\s+/);
    let kind: Page['kind'];
    if (classes.includes('blog-post-page')) kind = 'post';
    else if (classes.some((c) => c.startsWith('docs-doc-id-reference/'))) kind = 'generated';
    else if (classes.includes('docs-doc-page') && $('.theme-doc-markdown').length) kind = 'doc';
    else continue;
    const file = path.relative(buildDir, full).split(path.sep).join('/');
    pages.push({
      file,
      german: file.startsWith('de/'),
      kind,
      edit: $('a.theme-edit-this-page')
        .map((_, a) => $(a).attr('href') ?? '')
        .get(),
      updated: $('.theme-last-updated time').attr('datetime'),
    });
  }
  return pages;
}

const pages = builtPages();
const withSource = pages.filter((p) => p.kind !== 'generated');

/** The part of the edit links before the file's path: <repository>/edit/<branch>/. */
function editBase(): string {
  const first = withSource.find((p) => p.edit.length)?.edit[0];
  assert.ok(first, 'no page has an edit link: build with REPOSITORY_URL set (scripts/test.sh sets one when it is not set)');
  const base = /^(https?:\/\/.+?\/edit\/[^/]+\/)/.exec(first)?.[1];
  assert.ok(base, `${first} is not an edit link of the form <repository>/edit/<branch>/<file>`);
  return base;
}

test('the build has doc pages and release notes of both languages', () => {
  for (const german of [false, true]) {
    const ofLanguage = withSource.filter((p) => p.german === german);
    assert.ok(ofLanguage.filter((p) => p.kind === 'doc').length > 100, 'doc pages are missing');
    assert.equal(ofLanguage.filter((p) => p.kind === 'post').length, 117);
  }
});

test('every doc page and release note links to its existing source file; German pages to the German twin', () => {
  const base = editBase();
  const problems: string[] = [];
  for (const page of withSource) {
    if (page.edit.length !== 1) {
      problems.push(`${page.file}: ${page.edit.length} edit links`);
      continue;
    }
    const [link] = page.edit;
    if (!link.startsWith(base)) {
      problems.push(`${page.file}: ${link} does not start with ${base}`);
      continue;
    }
    const source = decodeURIComponent(link.slice(base.length));
    if (!fs.existsSync(path.join(siteDir, source))) problems.push(`${page.file}: ${source} does not exist`);
    if (page.german !== source.startsWith('i18n/de/')) problems.push(`${page.file}: ${source} is not in this page's language`);
  }
  assert.deepEqual(problems, []);
});

test('a German page and its English original link to twin files: the same path, under i18n/de/', () => {
  const base = editBase();
  const english = new Map(withSource.filter((p) => !p.german).map((p) => [p.file, p.edit[0]?.slice(base.length)]));
  let pairs = 0;
  for (const page of withSource.filter((p) => p.german)) {
    const original = english.get(page.file.slice('de/'.length));
    if (!original) continue;
    const german = page.edit[0].slice(base.length);
    const relative = (file: string) => file.replace(/^(docs|blog|api\/[^/]+)\//, '').replace(/^i18n\/de\/docusaurus-plugin-content-[^/]+\/(current\/)?/, '');
    assert.equal(relative(german), relative(original), `${page.file}: ${german} is not the twin of ${original}`);
    pairs++;
  }
  assert.ok(pairs > 200, `only ${pairs} German pages have an English original`);
});

test('generated API operation pages have no edit link (their text is openapi/web.json)', () => {
  const generated = pages.filter((p) => p.kind === 'generated');
  assert.ok(generated.length >= 10);
  assert.deepEqual(
    generated.filter((p) => p.edit.length).map((p) => p.file),
    [],
  );
});

/** The time of the last commit of each file under the given folders (what Docusaurus reads). */
function lastCommits(folders: string[]): Map<string, string> {
  const log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--', ...folders], {cwd: siteDir, encoding: 'utf8', maxBuffer: 64 << 20});
  const times = new Map<string, string>();
  for (const commit of log.split('\0').slice(1)) {
    const [time, ...files] = commit.trim().split('\n');
    for (const file of files) if (file && !times.has(file)) times.set(file, new Date(Number(time) * 1000).toISOString());
  }
  return times;
}

test('doc pages of both languages show the date of their source file’s last commit (none without Git history)', () => {
  const docs = withSource.filter((p) => p.kind === 'doc' && !p.file.includes('web-api/'));
  if (!gitHistory(siteDir).available) {
    // A build from an archive or a shallow clone: no dates rather than wrong ones.
    assert.deepEqual(
      docs.filter((p) => p.updated).map((p) => p.file),
      [],
    );
    return;
  }
  const base = editBase();
  const commits = lastCommits(['docs', 'i18n/de/docusaurus-plugin-content-docs']);
  const problems: string[] = [];
  for (const page of docs) {
    const source = decodeURIComponent(page.edit[0]?.slice(base.length) ?? '');
    const expected = commits.get(source);
    // A file not committed yet has no date.
    if (page.updated !== expected) problems.push(`${page.file}: ${page.updated ?? 'no date'}, last commit of ${source}: ${expected ?? 'none'}`);
  }
  assert.deepEqual(problems, []);
  assert.ok(docs.filter((p) => p.german && p.updated).length > 100, 'German doc pages have no dates');
});
