import {execFileSync} from 'node:child_process';

/**
 * The repository the site's sources live in (REPOSITORY_URL, REPOSITORY_BRANCH; config/README.md): the one
 * place for its address. Edit links have GitHub's form, <url>/edit/<branch>/<path>.
 */
export interface Repository {
  url: string;
  branch: string;
}

export function repositoryFrom(env = process.env): Repository | undefined {
  const given = env.REPOSITORY_URL?.trim();
  const fromActions = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}` : '';
  const url = (given || fromActions).replace(/\/+$/, '');
  if (!url) return undefined;
  if (!/^https?:\/\/[^/]+\/.+/.test(url)) {
    throw new Error(`REPOSITORY_URL must be the repository's web address, such as https://github.com/owner/docs, not "${url}".`);
  }
  // The address ends up in every edit link and in the client bundle: a token in it would be published.
  const {username, password} = new URL(url);
  if (username || password) {
    throw new Error(
      'REPOSITORY_URL must not carry a user name or password (it is published in every edit link); give the plain web address.',
    );
  }
  const branch = env.REPOSITORY_BRANCH?.trim() || 'main';
  return {url, branch};
}

/** The address that opens a file of the repository (a path from the site's root) in the host's editor. */
export function editUrlBase(repository: Repository): string {
  return `${repository.url}/edit/${repository.branch.split('/').map(encodeURIComponent).join('/')}/`;
}

/**
 * Whether "last updated" dates can come from Git: the site is a Git work tree
 * with its full history. A build from an archive (no .git, or no git at all)
 * shows no dates instead of failing, and a shallow clone (CI's default
 * checkout) shows none rather than the date of its one commit on every page.
 */
export function gitHistory(siteDir: string): {available: true} | {available: false; reason: string} {
  const git = (...args: string[]) =>
    execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  try {
    if (git('rev-parse', '--is-inside-work-tree') !== 'true') return {available: false, reason: 'not a Git work tree'};
  } catch {
    return {available: false, reason: 'not a Git work tree, or git is not installed'};
  }
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    return {available: false, reason: 'a shallow clone (fetch the full history, e.g. fetch-depth: 0)'};
  }
  return {available: true};
}
