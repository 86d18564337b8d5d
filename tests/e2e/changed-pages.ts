/**
 * The pages whose sources changed relative to main, so that `npm test` on a
 * branch opens them in the browser on top of its sample (./page-sample.ts).
 * Only content maps to pages: a change to the theme, a component or the
 * config touches many pages, and the sample has one of each kind.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {apiReference} from '../../config/api';

const siteDir = path.resolve(__dirname, '../..');

const germanDocs = 'i18n/de/docusaurus-plugin-content-docs/current/';
const germanBlog = 'i18n/de/docusaurus-plugin-content-blog/';
const germanPages = 'i18n/de/docusaurus-plugin-content-pages/';
const germanApi = `i18n/de/docusaurus-plugin-content-docs-${apiReference.docsId}/current/`;

/** The `slug` and `id` of a Markdown file's front matter, as far as they are plain values. */
export function frontMatterRouting(source: string): {slug?: string; id?: string} {
  const block = source.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  const value = (key: string) =>
    block
      .match(new RegExp(`^${key}:[ \\t]*(.+?)[ \\t]*$`, 'm'))?.[1]
      .replace(/^(['"])(.*)\1$/, '$2')
      .trim();
  return {slug: value('slug'), id: value('id')};
}

/** "docs/srb/01-setup/index.md" → ["srb", "setup"]: Docusaurus drops number prefixes, index and README. */
function docSegments(file: string): string[] {
  const segments = file.replace(/\.mdx?$/, '').split('/');
  const name = segments.pop()!;
  const parent = segments.at(-1);
  const stripped = segments.map((s) => s.replace(/^\d+[-_.]/, ''));
  const last = name.replace(/^\d+[-_.]/, '');
  // A folder's index, README or same-named file is the folder's own page.
  if (/^(index|readme)$/i.test(last) || (parent !== undefined && last === parent.replace(/^\d+[-_.]/, ''))) return stripped;
  return [...stripped, last];
}

function join(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** The route of a doc at `relative` (inside its docs folder) under `base` ("/docs", "/de/docs"). */
function docRoute(base: string, relative: string, source: string): string {
  const {slug, id} = frontMatterRouting(source);
  const segments = docSegments(relative);
  if (slug) return slug.startsWith('/') ? join(base, slug) : join(base, ...segments.slice(0, -1), slug);
  if (id) segments.splice(-1, 1, id);
  return join(base, ...segments);
}

/** The route of a release note file (inside its blog folder) under `base` ("/blog", "/de/blog"). */
function postRoute(base: string, relative: string, source: string): string {
  const {slug} = frontMatterRouting(source);
  if (slug) return join(base, slug);
  const name = relative.replace(/(\/index)?\.mdx?$/, '');
  return join(base, name.replace(/^(\d{4}-\d{2}-\d{2})[-/]/, ''));
}

/**
 * The routes built from `file` (a path relative to the site), or none when
 * it is no page source. `read` gives a file's text (front matter slug and id).
 */
export function routesOf(file: string, read: (file: string) => string): string[] {
  const markdown = /\.mdx?$/.test(file);
  const inside = (folder: string) => file.startsWith(folder) && markdown;
  if (inside(`${apiReference.docsDir}/`)) return [docRoute(apiReference.route, file.slice(apiReference.docsDir.length + 1), read(file))];
  if (inside(germanApi)) return [docRoute(`/de${apiReference.route}`, file.slice(germanApi.length), read(file))];
  if (inside('docs/')) return [docRoute('/docs', file.slice('docs/'.length), read(file))];
  if (inside(germanDocs)) return [docRoute('/de/docs', file.slice(germanDocs.length), read(file))];
  if (inside('blog/')) return [postRoute('/blog', file.slice('blog/'.length), read(file))];
  if (inside(germanBlog)) return [postRoute('/de/blog', file.slice(germanBlog.length), read(file))];
  if (inside(germanPages)) return [join('/de', docSegments(file.slice(germanPages.length)).join('/'))];
  // A page component renders both languages.
  const page = file.match(/^src\/pages\/(.+)\.(tsx|jsx|js|mdx?)$/)?.[1];
  if (page) {
    const route = join('/', docSegments(`${page}.md`).join('/'));
    return [route, join('/de', route)];
  }
  return [];
}

function git(...args: string[]): string {
  return execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
}

/**
 * Files changed since this branch left main (`main`, else `origin/main`),
 * committed or not, deleted files left out; empty when there is no main to
 * compare with (e.g. a shallow CI checkout).
 */
export function changedFiles(): string[] {
  for (const base of ['main', 'origin/main']) {
    let mergeBase: string;
    try {
      mergeBase = git('merge-base', base, 'HEAD').trim();
    } catch {
      continue;
    }
    const changed = git('diff', '--name-only', '--diff-filter=d', mergeBase);
    const untracked = git('ls-files', '--others', '--exclude-standard');
    return [...new Set(`${changed}\n${untracked}`.split('\n').filter(Boolean))];
  }
  return [];
}

/** The routes of the pages whose sources changed since this branch left main. */
export function changedPages(): string[] {
  const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');
  return [...new Set(changedFiles().flatMap((file) => routesOf(file, read)))].sort();
}
