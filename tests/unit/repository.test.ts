/**
 * "Edit this page" and "Last updated" (config/repository.ts): the edit links'
 * address, and when Git history can give dates.
 * tests/build/edit-links.test.ts checks the links and dates of the built pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {repositoryFrom, editUrlBase, gitHistory} from '../../config/repository';

test('no repository address, no edit links', () => {
  assert.equal(repositoryFrom({}), undefined);
  assert.equal(repositoryFrom({REPOSITORY_URL: '  '}), undefined);
});

test('edit links open the file on the configured branch', () => {
  const repository = repositoryFrom({REPOSITORY_URL: 'https://github.com/owner/docs/', REPOSITORY_BRANCH: 'release/2025'});
  assert.deepEqual(repository, {url: 'https://github.com/owner/docs', branch: 'release/2025'});
  assert.equal(editUrlBase(repository!), 'https://github.com/owner/docs/edit/release/2025/');
  assert.equal(editUrlBase(repositoryFrom({REPOSITORY_URL: 'https://github.com/owner/docs'})!), 'https://github.com/owner/docs/edit/main/');
});

test('an address with a user name or password is refused, without repeating the secret', () => {
  for (const url of ['https://x-access-token:ghs_secret@github.com/owner/docs', 'https://someone@github.com/owner/docs']) {
    assert.throws(
      () => repositoryFrom({REPOSITORY_URL: url}),
      (error: Error) => /must not carry a user name or password/.test(error.message) && !error.message.includes('ghs_secret'),
      url,
    );
  }
});

test('in GitHub Actions the repository the workflow runs in is the default; REPOSITORY_URL wins', () => {
  const actions = {GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'owner/docs'};
  assert.equal(repositoryFrom(actions)?.url, 'https://github.com/owner/docs');
  assert.equal(repositoryFrom({...actions, REPOSITORY_URL: 'https://github.com/other/site'})?.url, 'https://github.com/other/site');
});

test('an address that is not a web address fails the build, quoting it', () => {
  assert.throws(
    () => repositoryFrom({REPOSITORY_URL: 'git@github.com:owner/docs.git'}),
    /REPOSITORY_URL .*"git@github.com:owner\/docs.git"/,
  );
  assert.throws(() => repositoryFrom({REPOSITORY_URL: 'https://github.com'}), /REPOSITORY_URL/);
});

/** A Git repository with two commits in a new temporary folder. */
function tempRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {cwd: dir, stdio: 'ignore'});
  git('init', '-q');
  for (const text of ['one', 'two']) {
    fs.writeFileSync(path.join(dir, 'page.md'), text);
    git('add', '.');
    git('commit', '-q', '-m', text);
  }
  return dir;
}

test('dates come from Git only with the full history: not without .git, not from a shallow clone', () => {
  const full = tempRepository();
  const archive = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-'));
  const shallow = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clone-')), 'site');
  try {
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${full}`, shallow], {stdio: 'ignore'});
    assert.deepEqual(gitHistory(full), {available: true});
    const withoutGit = gitHistory(archive);
    assert.equal(withoutGit.available, false);
    assert.match(!withoutGit.available ? withoutGit.reason : '', /not a Git work tree/);
    const fromShallow = gitHistory(shallow);
    assert.equal(fromShallow.available, false);
    assert.match(!fromShallow.available ? fromShallow.reason : '', /shallow clone/);
  } finally {
    for (const dir of [full, archive, path.dirname(shallow)]) fs.rmSync(dir, {recursive: true, force: true});
  }
});
