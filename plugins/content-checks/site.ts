/** Runs the content checks over a site folder (the real site or a test fixture). */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {checkCategories, checkLabelText} from './categories';
import {contentRoots, listCategoryFiles, listContent, locales, tagFiles, twinOf, type ContentFile, type Locale} from './content-files';
import type {FrontMatter} from './frontmatter';
import {missingTwins, tagFileMismatches, twinMismatches} from './parity';
import {formatProblem, sortProblems, type Problem} from './problems';
import {checkDoc, checkPost, readOrProblem} from './schemas';

export interface ContentEntry extends ContentFile {
  /** Parsed front matter, or undefined when it could not be read. */
  fm?: FrontMatter;
}

/** Keys of a YAML mapping file (tags.yml, authors.yml), or undefined when the file does not exist. */
export function readKeys(file: string): Set<string> | undefined {
  if (!fs.existsSync(file)) return undefined;
  const data = parseYaml(fs.readFileSync(file, 'utf8')) as Record<string, unknown> | null;
  return new Set(Object.keys(data ?? {}));
}

export function checkContent(siteDir: string): {entries: ContentEntry[]; problems: Problem[]} {
  const problems: Problem[] = [];
  const tags = {} as Record<Locale, Set<string>>;
  for (const locale of locales) {
    const keys = readKeys(path.join(siteDir, tagFiles[locale]));
    if (!keys) problems.push({file: tagFiles[locale], message: 'is missing; the release notes need their tag definitions here'});
    tags[locale] = keys ?? new Set();
  }
  problems.push(...tagFileMismatches(tags.en, tags.de, tagFiles.en, tagFiles.de));
  const authors = readKeys(path.join(siteDir, contentRoots.post.en, 'authors.yml'));

  const entries: ContentEntry[] = listContent(siteDir).map((file) => {
    const text = fs.readFileSync(path.join(siteDir, file.file), 'utf8');
    const fm = readOrProblem(file.file, text);
    const context = {tags: tags[file.locale], tagFile: tagFiles[file.locale], authors};
    problems.push(...(file.kind === 'doc' ? checkDoc(file, text, fm) : checkPost(file, text, context, fm)));
    return 'message' in fm ? {...file} : {...file, fm};
  });

  problems.push(...missingTwins(entries));
  const byFile = new Map(entries.map((e) => [e.file, e]));
  for (const entry of entries) {
    if (entry.locale !== 'de' || !entry.fm) continue;
    const english = byFile.get(twinOf(entry));
    if (english?.fm) problems.push(...twinMismatches(entry, entry.fm, english.fm));
  }

  const categories = Object.fromEntries(
    listCategoryFiles(siteDir).map((file) => [file, fs.readFileSync(path.join(siteDir, file), 'utf8')]),
  );
  problems.push(...checkCategories(categories), ...checkLabelText(siteDir));
  return {entries, problems: sortProblems(problems)};
}

/** `cli.ts content [site-dir]`: one line per problem (`file:line: field: what is expected`); 1 when there is any. */
export function main([siteDir = path.join(__dirname, '../..')]: string[]): number {
  const {entries, problems} = checkContent(path.resolve(siteDir));
  for (const problem of problems) console.error(formatProblem(problem));
  const docs = entries.filter((e) => e.kind === 'doc').length;
  const posts = entries.length - docs;
  if (problems.length > 0) {
    console.error(`\n${problems.length} content problem(s) in ${docs} docs and ${posts} posts. See CONTRIBUTING.md, "Reading the checks".`);
    return 1;
  }
  console.log(`Content check passed: ${docs} docs and ${posts} posts (English and German).`);
  return 0;
}
