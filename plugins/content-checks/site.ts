/**
 * Runs the content checks over a site folder (the real site or a test fixture), and the translation parity
 * of the content: every English doc and post has a German twin at the same path (and the other way round),
 * twins agree on the fields that must not differ between languages, and both tag files define the same tags.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {checkCategories, checkLabelText} from './categories';
import {contentRoots, listContent, locales, tagFiles, twinOf, type ContentFile, type Locale} from './content-files';
import type {FrontMatter} from './frontmatter';
import {formatProblem, printOutcome, sortProblems, type Problem} from './problems';
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

/** Fields that are the same in both languages. */
const sharedFields = ['slug', 'id', 'date', 'sidebar_position', 'displayed_sidebar', 'sample'] as const;

function show(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value);
}

/** Missing twins in either direction. */
function missingTwins(files: ContentFile[]): Problem[] {
  const present = new Set(files.map((f) => f.file));
  return files.flatMap((file) => {
    const twin = twinOf(file);
    if (present.has(twin)) return [];
    const command = file.kind === 'doc' ? 'npm run new:doc' : 'npm run new:post';
    const message =
      file.locale === 'en'
        ? `has no German twin; create ${twin} with the translated page (\`${command}\` creates both files for new content)`
        : `has no English original at ${twin}; rename it to match the English file or delete it`;
    return [{file: file.file, message}];
  });
}

/** Fields that differ between an English file and its German twin (reported on the German file). */
function twinMismatches(german: ContentFile, de: FrontMatter, en: FrontMatter): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({file: german.file, line: de.keyLines[field] ?? 1, field, message});
  const english = `${contentRoots[german.kind].en}/${german.rel}`;
  for (const field of sharedFields) {
    const a = en.data[field];
    const b = de.data[field];
    if (JSON.stringify(a) !== JSON.stringify(b)) add(field, `is ${show(b)} here but ${show(a)} in ${english}; twins must agree`);
  }
  if (typeof en.data.description === 'string' && en.data.description === de.data.description)
    add('description', `is still the English text of ${english}; translate it`);
  const tagsOf = (fm: FrontMatter) => (Array.isArray(fm.data.tags) ? [...(fm.data.tags as string[])].sort() : []);
  const enTags = tagsOf(en);
  const deTags = tagsOf(de);
  if (JSON.stringify(enTags) !== JSON.stringify(deTags))
    add('tags', `are [${deTags.join(', ')}] here but [${enTags.join(', ')}] in ${english}; twins must have the same tags`);
  if ((en.data.sources === undefined) !== (de.data.sources === undefined)) {
    const where = de.data.sources === undefined ? 'are missing here but listed' : 'are listed here but missing';
    add('sources', `${where} in ${english}; a page and its twin are either both sourced or both samples`);
  }
  return problems;
}

/** Tags defined in one tags file but not the other (reported on the German one). */
function tagFileMismatches({en, de}: Record<Locale, Set<string>>): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({file: tagFiles.de, field, message});
  for (const tag of en) if (!de.has(tag)) add(tag, `is defined in ${tagFiles.en} but not here; add it with a German label and description`);
  for (const tag of de) if (!en.has(tag)) add(tag, `is not defined in ${tagFiles.en}; add it there or remove it here`);
  return problems;
}

export function checkContent(siteDir: string): {entries: ContentEntry[]; problems: Problem[]} {
  const problems: Problem[] = [];
  const tags = {} as Record<Locale, Set<string>>;
  for (const locale of locales) {
    const keys = readKeys(path.join(siteDir, tagFiles[locale]));
    if (!keys) problems.push({file: tagFiles[locale], message: 'is missing; the release notes need their tag definitions here'});
    tags[locale] = keys ?? new Set();
  }
  problems.push(...tagFileMismatches(tags));
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

  problems.push(...checkCategories(siteDir), ...checkLabelText(siteDir));
  return {entries, problems: sortProblems(problems)};
}

/** `cli.ts content [site-dir]`: one line per problem (`file:line: field: what is expected`); 1 when there is any. */
export function main([siteDir = path.join(__dirname, '../..')]: string[]): number {
  const {entries, problems} = checkContent(path.resolve(siteDir));
  const docs = entries.filter((e) => e.kind === 'doc').length;
  const posts = entries.length - docs;
  return printOutcome(
    problems.map(formatProblem),
    `${problems.length} content problem(s) in ${docs} docs and ${posts} posts. See CONTRIBUTING.md, "Reading the checks".`,
    `Content check passed: ${docs} docs and ${posts} posts (English and German).`,
  );
}
