/** Reads the release-note sources of both languages (front matter and tags.yml) for the tests. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '..');
export const blogDirs = {en: path.join(siteDir, 'blog'), de: path.join(siteDir, 'i18n/de/docusaurus-plugin-content-blog')};
export type Locale = keyof typeof blogDirs;

export interface PostSource {
  file: string;
  slug: string;
  date: string;
  tags: string[];
  sample: boolean;
  sources: string[];
}

/** The flat front matter of a post (key: value lines, inline lists). */
export function readPost(file: string): PostSource {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  assert.ok(match, `${path.relative(siteDir, file)} has no front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1].split('\n')) {
    const field = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (field) fields.set(field[1], field[2].trim());
  }
  const list = (value = '') =>
    value.startsWith('[')
      ? value
          .slice(1, -1)
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : value
        ? [value]
        : [];
  return {
    file: path.relative(siteDir, file),
    slug: fields.get('slug') ?? '',
    date: fields.get('date') ?? '',
    tags: list(fields.get('tags')),
    sample: fields.get('sample') === 'true',
    sources: list(fields.get('sources')),
  };
}

export function postSources(locale: Locale): PostSource[] {
  return fs
    .readdirSync(blogDirs[locale])
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => readPost(path.join(blogDirs[locale], f)));
}

/** tags.yml: tag → {label, permalink, description}. */
export function readTags(locale: Locale): Map<string, Record<string, string>> {
  const tags = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of fs.readFileSync(path.join(blogDirs[locale], 'tags.yml'), 'utf8').split('\n')) {
    const key = /^([a-z0-9-]+):\s*$/.exec(line);
    const field = /^ {2}(label|permalink|description):\s*(.+)$/.exec(line);
    if (key) tags.set(key[1], (current = {}));
    else if (field && current) current[field[1]] = field[2].replace(/^"(.*)"$/, '$1');
  }
  return tags;
}
