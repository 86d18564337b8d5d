/**
 * `_category_.json` files: a label, a position and a key that is unique across
 * the site (repeated keys break the German build with "Multiple docs sidebar
 * items produce the same translation key").
 */
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {listCategoryFiles, listLabelFiles} from './content-files';
import {formatProblem, unsafeInLabel, type Problem} from './problems';

const categorySchema = z.looseObject({
  label: z.string({error: 'expected the sidebar label of the folder, such as "Setup"'}).min(1),
  key: z
    .string({error: 'expected a key that is unique across the site, such as "srb-setup"'})
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {error: 'expected lower-case letters, digits and hyphens, such as "srb-setup"'}),
  position: z.number({error: 'expected a number (the position in the sidebar)'}),
  link: z
    .union(
      [
        z.looseObject({type: z.literal('generated-index'), slug: z.optional(z.string().regex(/^\/category\/[a-z0-9-]+$/))}),
        z.looseObject({type: z.literal('doc'), id: z.string()}),
      ],
      {error: 'expected {"type": "generated-index", "slug": "/category/<slug>"} or {"type": "doc", "id": "<doc id>"}'},
    )
    .optional(),
});

function lineOf(text: string, field: string): number | undefined {
  const index = text.split('\n').findIndex((line) => line.includes(`"${field}"`));
  return index === -1 ? undefined : index + 1;
}

/** Checks every `_category_.json` of the English docs (German labels live in current.json). */
export function checkCategories(siteDir: string): Problem[] {
  const problems: Problem[] = [];
  const keys = new Map<string, string>();
  for (const file of listCategoryFiles(siteDir)) {
    const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push({file, message: `is not valid JSON: ${(error as Error).message}`});
      continue;
    }
    const result = categorySchema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        const message = issue.input === undefined && field !== '' ? `is missing; ${issue.message}` : issue.message;
        problems.push({file, line: lineOf(text, field) ?? 1, field, message});
      }
      continue;
    }
    const {key} = result.data;
    const other = keys.get(key);
    const message = `"${key}" is already used by ${other}; every category needs its own key`;
    if (other) problems.push({file, line: lineOf(text, 'key'), field: 'key', message});
    else keys.set(key, file);
  }
  return problems;
}

/** Translation messages that may hold "<" or ">", by `<file below i18n/<locale>/>:<key>`, each with its reason. */
const markupOnPurpose = new Set([
  // The client key's placeholder in the API reference's request samples ("Bearer <Client Key>"): code, never a title or label.
  'code.json:site.api.clientKeyPlaceholder',
]);

/**
 * Every label holding "<", ">" or a control character (problems.ts, unsafeInLabel): the
 * `label` and generated-index `title` of each `_category_.json`, and each `message` of the
 * translation files under i18n/ (sidebar, category, navbar, footer and interface strings;
 * `{count}` placeholders are fine). Read after JSON decoding, so `\u003c` counts as "<".
 */
export function checkLabelText(siteDir: string): Problem[] {
  const problems: Problem[] = [];
  for (const file of listLabelFiles(siteDir)) {
    const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
    let data: Record<string, unknown>;
    try {
      data = (JSON.parse(text) ?? {}) as Record<string, unknown>;
    } catch {
      continue; // checkCategories, translations:check and Docusaurus itself report it
    }
    const labels = file.endsWith('/_category_.json')
      ? {label: data.label, 'link.title': (data.link as {title?: unknown} | undefined)?.title}
      : Object.fromEntries(Object.entries(data).map(([key, entry]) => [key, (entry as {message?: unknown} | null)?.message]));
    for (const [key, value] of Object.entries(labels)) {
      if (typeof value !== 'string') continue;
      const exempt = markupOnPurpose.has(`${file.replace(/^i18n\/[^/]+\//, '')}:${key}`);
      const found = unsafeInLabel(exempt ? value.replace(/[<>]/g, '') : value);
      if (found)
        problems.push({
          file,
          line: lineOf(text, key.replace(/^link\./, '')),
          field: key,
          message: `contains ${found}, which a title or label cannot hold`,
        });
    }
  }
  return problems;
}

/** For the build (apiChecks in plugins/api-reference): stops it on any label checkLabelText refuses, naming each file and key. */
export function refuseUnsafeLabels(siteDir: string): void {
  const problems = checkLabelText(siteDir).map((p) => `  - ${formatProblem(p)}`);
  if (problems.length > 0) throw new Error(`Labels with "<", ">" or a control character:\n${problems.join('\n')}`);
}
