/**
 * Translation parity of the content: every English doc and post has a German
 * twin at the same path (and the other way round), twins agree on the fields
 * that must not differ between languages, and both tag files define the same tags.
 */
import type {FrontMatter} from './frontmatter';
import {contentRoots, twinOf, type ContentFile} from './content-files';
import type {Problem} from './problems';

/** Fields that are the same in both languages. */
const sharedFields = ['slug', 'id', 'date', 'sidebar_position', 'displayed_sidebar', 'sample'] as const;

function show(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value);
}

/** Missing twins in either direction. */
export function missingTwins(files: ContentFile[]): Problem[] {
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
export function twinMismatches(german: ContentFile, de: FrontMatter, en: FrontMatter): Problem[] {
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
  const enTags = Array.isArray(en.data.tags) ? [...(en.data.tags as string[])].sort() : [];
  const deTags = Array.isArray(de.data.tags) ? [...(de.data.tags as string[])].sort() : [];
  if (JSON.stringify(enTags) !== JSON.stringify(deTags))
    add('tags', `are [${deTags.join(', ')}] here but [${enTags.join(', ')}] in ${english}; twins must have the same tags`);
  if ((en.data.sources === undefined) !== (de.data.sources === undefined)) {
    const where = de.data.sources === undefined ? 'are missing here but listed' : 'are listed here but missing';
    add('sources', `${where} in ${english}; a page and its twin are either both sourced or both samples`);
  }
  return problems;
}

/** Tags defined in one tags file but not the other. */
export function tagFileMismatches(english: Set<string>, german: Set<string>, enFile: string, deFile: string): Problem[] {
  const missing = [...english].filter((tag) => !german.has(tag));
  const extra = [...german].filter((tag) => !english.has(tag));
  return [
    ...missing.map((tag) => ({
      file: deFile,
      field: tag,
      message: `is defined in ${enFile} but not here; add it with a German label and description`,
    })),
    ...extra.map((tag) => ({file: deFile, field: tag, message: `is not defined in ${enFile}; add it there or remove it here`})),
  ];
}
