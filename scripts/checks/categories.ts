/**
 * `_category_.json` files: a label, a position and a key that is unique across
 * the site (repeated keys break the German build with "Multiple docs sidebar
 * items produce the same translation key").
 */
import {z} from 'zod';
import type {Problem} from './problems';

export const categorySchema = z.looseObject({
  label: z.string({error: 'expected the sidebar label of the folder, such as "Setup"'}).min(1),
  key: z
    .string({error: 'expected a key that is unique across the site, such as "srb-setup"'})
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {error: 'expected lower-case letters, digits and hyphens, such as "srb-setup"'}),
  position: z.number({error: 'expected a number (the position in the sidebar)'}),
  link: z
    .union(
      [
        z
          .object({
            type: z.literal('generated-index'),
            slug: z
              .string()
              .regex(/^\/category\/[a-z0-9-]+$/)
              .optional(),
          })
          .loose(),
        z.object({type: z.literal('doc'), id: z.string()}).loose(),
      ],
      {error: 'expected {"type": "generated-index", "slug": "/category/<slug>"} or {"type": "doc", "id": "<doc id>"}'},
    )
    .optional(),
});

function lineOf(text: string, field: string): number | undefined {
  const index = text.split('\n').findIndex((line) => line.includes(`"${field}"`));
  return index === -1 ? undefined : index + 1;
}

/** Checks every category file; `files` maps path to text. */
export function checkCategories(files: Record<string, string>): Problem[] {
  const problems: Problem[] = [];
  const keys = new Map<string, string>();
  for (const [file, text] of Object.entries(files)) {
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
        problems.push({
          file,
          line: lineOf(text, field) ?? 1,
          field,
          message: issue.input === undefined && field !== '' ? `is missing; ${issue.message}` : issue.message,
        });
      }
      continue;
    }
    const other = keys.get(result.data.key);
    if (other) {
      problems.push({
        file,
        line: lineOf(text, 'key'),
        field: 'key',
        message: `"${result.data.key}" is already used by ${other}; every category needs its own key`,
      });
    } else {
      keys.set(result.data.key, file);
    }
  }
  return problems;
}
