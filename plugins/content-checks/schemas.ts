/**
 * Front matter schemas for docs and release notes, and the rules that tie
 * fields together (a page says where its facts come from; a post's date and
 * slug match its file name; tags come from tags.yml).
 */
import {z} from 'zod';
import {closest, type Problem} from './problems';
import {FrontMatterError, readFrontMatter, type FrontMatter} from './frontmatter';
import {isExemptFromProvenance, postFileName, type ContentFile} from './content-files';
import {placeholderProblems} from './placeholders';
import {germanTextLines} from './terminology';

/** What a value looks like, for "got …" in messages. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'object') return 'a nested object';
  return `${typeof value} ${String(value)}`;
}

/** A field error: "is missing" when absent, otherwise "expected <what>, got <value>". */
const expected = (what: string) => (issue: {input?: unknown}) =>
  issue.input === undefined ? `is missing; add ${what}` : `expected ${what}, got ${describe(issue.input)}`;

const text = (what: string, min: number, max: number) =>
  z
    .string({error: expected(what)})
    .refine((s) => s.trim().length >= min, {error: `is too short; write ${what} of at least ${min} characters`})
    .refine((s) => s.trim().length <= max, {error: `is too long; keep ${what} under ${max} characters`});

const sourceUrl = z.url({protocol: /^https$/, error: 'expected a public https:// address of the page the facts come from'});

/** The fields that say where facts come from: one of the two, never both. */
const provenance = {
  sources: z
    .array(sourceUrl, {error: expected('a list of https:// addresses, one per line starting with `  - `')})
    .min(1, {error: 'is empty; list at least one public page, or replace `sources` by `sample: true`'})
    .optional(),
  // Only the value true marks a page as an example and shows its notice ("true" in quotes does not).
  sample: z
    .literal(true, {
      error: (issue) => `${expected('`true` (without quotes)')(issue)}; when the page is sourced, remove \`sample\` and list \`sources\``,
    })
    .optional(),
};

const optionalText = z.string({error: expected('text')}).optional();
const optionalBoolean = z.boolean({error: expected('true or false')}).optional();
const headingLevel = z
  .number({error: expected('a heading level from 2 to 6')})
  .int()
  .min(2)
  .max(6)
  .optional();

/** Docusaurus doc fields this site uses or allows, plus `sources` and `sample`. */
export const docSchema = z.strictObject({
  id: z
    .string({error: expected('an id in lower case with hyphens')})
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {error: 'expected lower-case letters, digits and hyphens'})
    .optional(),
  title: text('a title', 1, 80),
  description: text('a one-sentence description', 30, 240),
  sidebar_position: z.number({error: expected('a number such as 3 (the position in the sidebar)')}),
  sidebar_label: z
    .string({error: expected('a short sidebar label')})
    .min(1)
    .max(50)
    .optional(),
  sidebar_class_name: optionalText,
  sidebar_key: optionalText,
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.union([z.null(), z.literal('docs')], {error: 'expected `null` (no sidebar) or `docs`'}).optional(),
  slug: z
    .string({error: expected('a path starting with /')})
    .regex(/^\/[a-z0-9/-]*$/, {error: 'expected a path starting with / in lower case, such as /srb'})
    .optional(),
  pagination_label: optionalText,
  pagination_next: z.union([z.string(), z.null()]).optional(),
  pagination_prev: z.union([z.string(), z.null()]).optional(),
  hide_title: optionalBoolean,
  hide_table_of_contents: optionalBoolean,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  // Search finds the page by them (plugins/search).
  keywords: z
    .array(z.string().regex(/\S/), {error: expected('a list such as [renew a contract, contract runs out]')})
    .min(1, {error: 'is empty; add the words a reader would type into search when this page is the answer'}),
  image: optionalText,
  draft: optionalBoolean,
  unlisted: optionalBoolean,
  ...provenance,
});

/** True for a real calendar date written YYYY-MM-DD. */
export const isValidDate = (value: string): boolean => z.iso.date().safeParse(value).success;

/** Docusaurus blog fields this site uses or allows, plus `sources` and `sample`. */
export const postSchema = z.strictObject({
  slug: z
    .string({error: expected('a slug such as release-2025-04-15')})
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {error: 'expected lower-case letters, digits and hyphens, such as hotfix-2025-06-30'}),
  title: text('a title', 1, 80),
  title_meta: optionalText,
  sidebar_label: optionalText,
  date: z
    .string({error: expected('a date written YYYY-MM-DD, such as 2025-04-15')})
    .refine(isValidDate, {error: 'expected a real date written YYYY-MM-DD, such as 2025-04-15'}),
  description: text('a one-sentence description', 30, 240),
  tags: z
    .array(z.string({error: expected('a tag name from blog/tags.yml')}), {
      error: expected('a list of tags, such as [release, fix, project-billing]'),
    })
    .min(1, {error: 'is empty; add at least the kind of post (release, feature, fix or connect)'}),
  authors: z.union([z.string(), z.array(z.string())], {error: expected('an author key or a list of author keys')}).optional(),
  keywords: z.array(z.string(), {error: expected('a list of keywords')}).optional(),
  image: optionalText,
  draft: optionalBoolean,
  unlisted: optionalBoolean,
  hide_table_of_contents: optionalBoolean,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  ...provenance,
});

export interface CheckContext {
  /** Tag keys defined in the tags file of the file's locale. */
  tags: Set<string>;
  /** That tags file, for messages. */
  tagFile: string;
  /** Author keys from authors.yml, when the blog has one. */
  authors?: Set<string>;
}

/** The front matter checked against a schema: a problem per zod issue, with the line of the field (or list item) concerned. */
function schemaProblems(file: string, fm: FrontMatter, schema: z.ZodObject): Problem[] {
  const problems: Problem[] = [];
  for (const issue of schema.safeParse(fm.data).error?.issues ?? []) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const hint = closest(key, Object.keys(schema.shape));
        const message = hint
          ? `is not a known field; did you mean \`${hint}\`?`
          : `is not a known field; remove it or see CONTRIBUTING.md for the fields a page can have`;
        problems.push({file, line: fm.keyLines[key], field: key, message});
      }
      continue;
    }
    const field = String(issue.path[0] ?? '');
    const index = typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
    const line = index !== undefined ? fm.itemLines[field]?.[index] : (fm.keyLines[field] ?? 1);
    problems.push({file, line, field: index !== undefined ? `${field}[${index + 1}]` : field, message: issue.message});
  }
  return problems;
}

/** HTML comments in the prose (outside code), which MDX cannot read. */
function bodyProblems(file: string, text: string): Problem[] {
  return germanTextLines(text, {frontMatter: []})
    .filter((line) => line.text.includes('<!--'))
    .map(({number}) => ({
      file,
      line: number,
      message: 'HTML comments break the MDX build; write `{/* comment */}` instead (for the post summary: `{/* truncate */}`)',
    }));
}

function provenanceProblems(file: string, fm: FrontMatter, exempt: boolean): Problem[] {
  const {sources, sample} = fm.data;
  if (sources !== undefined && sample !== undefined) {
    const message = 'a page is either sourced or a representative example: remove `sample: true` now that it lists `sources`';
    return [{file, line: fm.keyLines.sample, field: 'sample', message}];
  }
  if (exempt || sources !== undefined || sample !== undefined) return [];
  const message =
    'is missing; list the public pages the facts come from (`sources:` with one `  - https://…` line each), or mark the page as a representative example with `sample: true`';
  return [{file, line: fm.endLine, field: 'sources', message}];
}

export function readOrProblem(file: string, text: string): FrontMatter | Problem {
  try {
    return readFrontMatter(text);
  } catch (error) {
    if (error instanceof FrontMatterError) return {file, line: error.line, message: error.message};
    throw error;
  }
}

/** Checks one doc's front matter and body (a placeholder of the scaffold left in it included). */
export function checkDoc(file: ContentFile, text: string, fm = readOrProblem(file.file, text)): Problem[] {
  if ('message' in fm) return [fm];
  return [
    ...schemaProblems(file.file, fm, docSchema),
    ...provenanceProblems(file.file, fm, isExemptFromProvenance(file.rel)),
    ...bodyProblems(file.file, text),
    ...placeholderProblems(file.file, text),
  ];
}

/** Checks one release note's front matter and body against the tags (and authors) it may use. */
export function checkPost(file: ContentFile, text: string, context: CheckContext, fm = readOrProblem(file.file, text)): Problem[] {
  if ('message' in fm) return [fm];
  const problems: Problem[] = [];
  const add = (message: string, line?: number, field?: string) => problems.push({file: file.file, line, field, message});
  const nameMatch = postFileName.exec(file.rel.split('/').pop() ?? file.rel);
  if (!nameMatch) add('the file name must be the date and the slug: YYYY-MM-DD-<slug>.md, such as 2025-04-15-release-2025-04-15.md');
  problems.push(...schemaProblems(file.file, fm, postSchema));
  const {date, slug, tags, authors} = fm.data;
  if (nameMatch && typeof date === 'string' && isValidDate(date) && date !== nameMatch[1])
    add(`is ${date} but the file name starts with ${nameMatch[1]}; make them the same`, fm.keyLines.date, 'date');
  if (nameMatch && typeof slug === 'string' && slug !== nameMatch[2])
    add(`is "${slug}" but the file name says "${nameMatch[2]}"; make them the same`, fm.keyLines.slug, 'slug');
  if (Array.isArray(tags)) {
    tags.forEach((tag, i) => {
      if (typeof tag !== 'string' || context.tags.has(tag)) return;
      const hint = closest(tag, context.tags);
      const message = `"${tag}" is not defined in ${context.tagFile}; ${hint ? `did you mean "${hint}"? Otherwise ` : ''}use a tag defined there or add the tag to both tags.yml files`;
      add(message, fm.itemLines.tags?.[i] ?? fm.keyLines.tags, 'tags');
    });
  }
  for (const author of authors === undefined ? [] : Array.isArray(authors) ? authors : [authors]) {
    if (typeof author === 'string' && !context.authors?.has(author))
      add(`"${author}" is not defined in blog/authors.yml; add the author there first`, fm.keyLines.authors, 'authors');
  }
  if (!/\{\/\*\s*truncate\s*\*\/\}/.test(fm.body))
    add('the post has no `{/* truncate */}` line; put it after the summary paragraph so lists show only the summary', fm.bodyLine);
  problems.push(...provenanceProblems(file.file, fm, false), ...bodyProblems(file.file, text), ...placeholderProblems(file.file, text));
  return problems;
}
