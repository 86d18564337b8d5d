/**
 * The content report: what there is per area, kind and language, what is
 * sourced and what is still a representative example, and what is missing.
 */
import {allAreas} from '../../config/products';
import {areaOf, contentRoots, isExemptFromProvenance, locales, postType, twinOf, type ContentKind, type Locale} from './content-files';
import {formatProblem, table, type Problem} from './problems';
import fs from 'node:fs';
import path from 'node:path';
import {checkContent, type ContentEntry} from './site';
import {findUiProblems, formatUiProblem} from './translations';

export type Provenance = 'sourced' | 'sample' | 'exempt' | 'unknown';

export function provenanceOf(entry: ContentEntry): Provenance {
  const data = entry.fm?.data;
  if (!data) return 'unknown';
  if (Array.isArray(data.sources) && data.sources.length > 0) return 'sourced';
  if (data.sample === true) return 'sample';
  if (entry.kind === 'doc' && isExemptFromProvenance(entry.rel)) return 'exempt';
  return 'unknown';
}

export interface ReportInput {
  entries: ContentEntry[];
  /** Problems from the content check (front matter, twins, categories). */
  problems: Problem[];
  /** Missing or untranslated UI strings, already formatted; undefined when not checked. */
  uiProblems?: string[];
}

const postKinds = ['release', 'feature', 'hotfix', 'connect', 'archive', 'other'];

function list(items: string[], empty = 'None.'): string {
  return items.length === 0 ? empty : items.map((item) => `- ${item}`).join('\n');
}

/** A long list folded away, so the summary stays readable in a pull request. */
function folded(summary: string, body: string): string {
  return `<details>\n<summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

/** Pages of one language and the other, then how many of each are sourced and examples ("1 / 1"). */
function counts(en: ContentEntry[], de: ContentEntry[]): (string | number)[] {
  const split = (p: Provenance) => `${en.filter((e) => provenanceOf(e) === p).length} / ${de.filter((e) => provenanceOf(e) === p).length}`;
  return [en.length, de.length, split('sourced'), split('sample')];
}

export function renderReport(input: ReportInput): string {
  const {entries, problems} = input;
  const of = (locale: Locale, kind?: ContentKind) => entries.filter((e) => e.locale === locale && (!kind || e.kind === kind));
  /** How many English and German pages (of `kind`, or all) match. */
  const perLocale = (predicate: (e: ContentEntry) => boolean, kind?: ContentKind) =>
    locales.map((l) => of(l, kind).filter(predicate).length);
  const out: string[] = ['# Content report', '', '## Summary', ''];

  const missingTwins = problems.filter((p) => /has no (German twin|English original)/.test(p.message));
  const withoutDescription = entries.filter(
    (e) => e.fm && (typeof e.fm.data.description !== 'string' || e.fm.data.description.trim() === ''),
  );

  const kinds = [
    ['Doc pages', 'doc', ['sourced', 'sample', 'exempt', 'unknown']],
    ['Release notes', 'post', ['sourced', 'sample', 'unknown']],
  ] as const;
  const provenanceLabels: Record<Provenance, string> = {
    sourced: 'sourced (`sources`)',
    sample: 'representative examples (`sample: true`)',
    exempt: 'changelog and site pages (need no sources)',
    unknown: 'neither sourced nor marked as example',
  };
  const rows = [
    ...kinds.flatMap(([label, kind, provenances]) => [
      [`**${label}**`, `**${of('en', kind).length}**`, `**${of('de', kind).length}**`],
      ...provenances.map((provenance) => [`… ${provenanceLabels[provenance]}`, ...perLocale((e) => provenanceOf(e) === provenance, kind)]),
    ]),
    ['Missing twin (no file in the other language)', ...perLocale((e) => missingTwins.some((p) => p.file === e.file))],
    ['Without description', ...perLocale((e) => withoutDescription.includes(e))],
  ];
  out.push(
    table(['', 'English', 'German'], rows),
    '',
    problems.length === 0
      ? 'The content check (`npm run check:content`) finds no problems.'
      : `The content check (\`npm run check:content\`) finds **${problems.length} problem(s)**; see the end of this report.`,
    '',
  );

  out.push('## Pages per area', '');
  const areaRows = [
    ...allAreas().map((a) => ({dir: a.dir, name: a.name.en, tag: a.blogTag})),
    {dir: 'site', name: 'Site pages', tag: undefined},
  ].map((area) => {
    const docs = (locale: Locale) => of(locale, 'doc').filter((e) => areaOf(e.rel) === area.dir);
    const tagged = (e: ContentEntry) => Array.isArray(e.fm?.data.tags) && (e.fm.data.tags as string[]).includes(area.tag!);
    return [`${area.name} (\`${area.dir}\`)`, ...counts(docs('en'), docs('de')), ...(area.tag ? perLocale(tagged, 'post') : ['–', '–'])];
  });
  out.push(
    table(
      ['Area', 'Pages (en)', 'Pages (de)', 'Sourced (en / de)', 'Examples (en / de)', 'Release notes (en)', 'Release notes (de)'],
      areaRows,
    ),
    '',
    'Release notes count once per app they are tagged with; a note about several apps counts for each.',
    '',
    '## Release notes per kind',
    '',
  );

  const kindRows = postKinds
    .map((kind) => {
      const posts = (locale: Locale) => of(locale, 'post').filter((e) => postType(String(e.fm?.data.slug ?? '')) === kind);
      return [kind, ...counts(posts('en'), posts('de'))];
    })
    .filter((row) => row[1] !== 0 || row[2] !== 0);
  out.push(table(['Kind', 'English', 'German', 'Sourced (en / de)', 'Examples (en / de)'], kindRows), '');

  out.push(
    '## Missing translations',
    '',
    '### Docs and release notes',
    '',
    list(missingTwins.map(formatProblem), 'None: every English doc and release note has a German twin, and the other way round.'),
    '',
    '### UI strings (sidebar categories, navbar, footer, theme)',
    '',
    input.uiProblems === undefined
      ? 'Not checked in this run (`npm run translations:check` checks them).'
      : list(input.uiProblems, 'None: every UI string has German text.'),
    '',
  );

  out.push(
    '## Pages without a description',
    '',
    list(withoutDescription.map((e) => `\`${e.file}\``)),
    '',
    '## Representative examples to replace',
    '',
    'These files say `sample: true`: they show what a page or release note looks like but are not yet backed by public sources. Replace the text with sourced facts, list the `sources` and remove `sample: true`, in both languages.',
    '',
  );
  for (const [label, kind] of kinds) {
    const samples = of('en', kind).filter((e) => provenanceOf(e) === 'sample');
    const germanOnly = of('de', kind).filter((e) => provenanceOf(e) === 'sample' && !samples.some((s) => twinOf(s) === e.file));
    const items = [...samples.map((e) => `\`${e.file}\` and \`${twinOf(e)}\``), ...germanOnly.map((e) => `\`${e.file}\` (German only)`)];
    out.push(folded(`${label}: ${items.length} example(s) under ${contentRoots[kind].en}/`, list(items)), '');
  }

  if (problems.length > 0) {
    const items = list(problems.map((p) => `\`${formatProblem(p)}\``));
    out.push('## Content check problems', '', folded(`${problems.length} problem(s)`, items), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * `cli.ts report [--no-ui] [--out <file>] [site-dir]`: writes the report to reports/content-report.md and
 * prints it. `--no-ui` skips the UI-string comparison (it runs `docusaurus write-translations`). The report
 * is informational: 0 even when it lists problems.
 */
export function main(args: string[]): number {
  const noUi = args.includes('--no-ui');
  const outIndex = args.indexOf('--out');
  const out = outIndex === -1 ? undefined : args[outIndex + 1];
  const positional = args.filter((a, i) => !a.startsWith('--') && (outIndex === -1 || i !== outIndex + 1));
  const siteDir = path.resolve(positional[0] ?? path.join(__dirname, '../..'));
  const report = renderReport({...checkContent(siteDir), uiProblems: noUi ? undefined : findUiProblems().map(formatUiProblem)});
  const file = path.resolve(out ?? path.join(siteDir, 'reports', 'content-report.md'));
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, report);
  process.stdout.write(report);
  console.error(`\nWritten to ${path.relative(process.cwd(), file)}`);
  return 0;
}
