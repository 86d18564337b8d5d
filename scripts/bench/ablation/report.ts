/**
 * reports/ablation.md from the ablation's figures. Pure:
 * the unit tests give it figures and read the Markdown.
 */
import type {BenchSection, PageFigures} from '../types';
import {kib, table, type PageType} from '../shared';
import {PAYS_JS_BYTES, PAYS_LCP_MARGIN_MS, PAYS_TBT_MARGIN_MS, describeTiming, verdict, type Verdict} from './verdict';
import {ALL_ON, type Variant} from './variants';
import {cpuDescription} from '../cpu';
import type {VariantBuild} from './builds';

export interface AblationResult {
  measuredAt: string;
  runs: number;
  /** The page types measured (--pages), in their usual order. */
  pageTypes: readonly PageType[];
  lighthouseVersion: string;
  variants: {variant: Variant; build: VariantBuild; figures: Map<string, PageFigures>}[];
  plain: {description: string; figures: Map<string, PageFigures>};
  /** Wall time of each phase, in seconds. */
  timings: {builds: number; plain: number; firstVisits: number; lighthouse: number};
}

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const signed = (value: number, format: (v: number) => string) => (value >= 0 ? `+${format(value)}` : `−${format(-value)}`);
const orDash = <T>(value: T | null, format: (v: T) => string) => (value === null ? '–' : format(value));

function delta(on: number | null | undefined, off: number | null, format: (v: number) => string): string {
  return on === null || on === undefined || off === null ? '–' : signed(off - on, format);
}

/** The verdict of each piece variant and earlier build (`--compare`), when "all on" was measured to compare with. */
export function pieceVerdicts(result: AblationResult): {variant: Variant; verdict: Verdict}[] {
  const allOn = result.variants.find((v) => v.variant.id === ALL_ON);
  if (!allOn) return [];
  return result.variants
    .filter((v) => v.variant.piece || v.variant.earlier)
    .map(({variant, figures}) => ({
      variant,
      verdict: verdict(
        result.pageTypes.map((type) => ({pageType: type.name, on: allOn.figures.get(type.name)!, off: figures.get(type.name)!})),
      ),
    }));
}

function pageTable(result: AblationResult, pageType: string, plainPath: string): string {
  const allOn = result.variants.find((v) => v.variant.id === ALL_ON)?.figures.get(pageType);
  const row = (label: string, f: PageFigures, compare: boolean) => [
    label,
    orDash(f.jsBytes, kib),
    compare ? delta(allOn?.jsBytes, f.jsBytes, kib) : '',
    orDash(f.performance, String),
    orDash(f.tbt, ms),
    compare ? delta(allOn?.tbt, f.tbt, ms) : '',
    orDash(f.lcp, seconds),
    compare ? delta(allOn?.lcp, f.lcp, seconds) : '',
    orDash(f.benchmarkIndex, String),
    f.failedRuns ? `${f.runs} (${f.failedRuns} failed)` : String(f.runs),
  ];
  return table(
    ['Variant', 'JS run', 'Δ JS', 'Performance', 'TBT', 'Δ TBT', 'LCP', 'Δ LCP', 'Host CPU', 'Runs'],
    [
      ...result.variants.map(({variant, figures}) => row(variant.label, figures.get(pageType)!, variant.id !== ALL_ON)),
      row(`plain Docusaurus \`${plainPath}\``, result.plain.figures.get(plainPath)!, false),
    ],
  );
}

function verdictTable(verdicts: {variant: Variant; verdict: Verdict}[]): string {
  return table(
    [
      'Piece',
      'Verdict',
      'Where switching it off passes a test',
      'Largest JS increase',
      'TBT increase, highest interval',
      'LCP increase, highest interval',
    ],
    verdicts.map(({variant, verdict: v}) => [
      variant.piece ? `\`${variant.piece}\`` : `${variant.label} (\`--compare\`)`,
      v.pays ? '**pays**' : 'does not pay',
      v.reasons.join('; ') || '–',
      v.maxJsIncrease ? `${signed(v.maxJsIncrease.bytes, kib)} (${v.maxJsIncrease.pageType})` : '–',
      describeTiming(v.tbt, (x) => signed(x, ms)),
      describeTiming(v.lcp, (x) => signed(x, ms)),
    ]),
  );
}

const minutes = (s: number) => `${(s / 60).toFixed(1)} min`;

/** reports/ablation.md. `againstPlain` is the ratio section of "all on", when it was measured. */
export function ablationReport(result: AblationResult, againstPlain: BenchSection | null): string {
  const verdicts = pieceVerdicts(result);
  const buildRows = result.variants.map(({variant, build}) => [
    variant.label,
    `\`${Object.entries(variant.env)
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')}\``,
    build.reused ? `reused, built ${build.builtAt}` : `built ${build.builtAt}`,
    build.buildSeconds === null ? '–' : `${build.buildSeconds} s`,
    build.commit,
    build.enabledPieces.length,
  ]);
  const {timings} = result;
  const hostCpu = [...result.variants.map((v) => v.figures), result.plain.figures]
    .flatMap((figures) => [...figures.values()].map((f) => f.benchmarkIndex))
    .filter((bi) => bi !== null);
  return [
    '# Ablation of the performance layer',
    '',
    `Measured ${result.measuredAt}: \`npm run bench -- --ablate\`, ${result.runs} Lighthouse run${result.runs === 1 ? '' : 's'} per variant and page (median), Lighthouse ${result.lighthouseVersion}, mobile (${cpuDescription()}), performance only.`,
    'Every variant is an English-only build (every measured page is English) served by nginx with the production configuration, all at once on ports of their own; the runs are interleaved: round i of every variant and page before round i+1.',
    `"JS run": transfer bytes (gzip) of the scripts a first visit runs (1280 px, as \`npm run bench\` measures). Δ: the variant minus "all on". Host CPU: Lighthouse's benchmarkIndex as the runs started.`,
    '',
    `Wall time: builds ${minutes(timings.builds)}, plain site ${minutes(timings.plain)}, first visits ${minutes(timings.firstVisits)}, Lighthouse ${minutes(timings.lighthouse)}.` +
      (hostCpu.length ? ` Host CPU ranged from ${Math.min(...hostCpu)} to ${Math.max(...hostCpu)} over the pages.` : ''),
    '',
    '## Verdicts',
    '',
    verdicts.length
      ? [
          `A piece **pays** when switching it off adds at least ${kib(PAYS_JS_BYTES)} of JavaScript run on some page type, or when the 95 % confidence interval of its TBT or LCP increase on some page type starts at ${PAYS_TBT_MARGIN_MS} ms (TBT) or ${PAYS_LCP_MARGIN_MS} ms (LCP) or above (scripts/bench/ablation/verdict.ts). The intervals pair each round of a variant with the same round of "all on" and bootstrap the mean difference (interval.ts); they need at least 5 rounds. A build given with \`--compare\` is judged the same way against "all on": "pays" means that what "all on" has and it lacks pays.${result.runs < 5 ? ` With ${result.runs} run${result.runs === 1 ? '' : 's'}, only bytes can decide.` : ''}`,
          '',
          verdictTable(verdicts),
        ].join('\n')
      : 'No verdicts: they need "all on" and at least one piece variant among the measured variants.',
    '',
    '## Per page type',
    '',
    ...result.pageTypes.flatMap((type) => [`### ${type.name} (\`${type.path}\`)`, '', pageTable(result, type.name, type.plainPath), '']),
    `## ${againstPlain?.title ?? 'Against plain Docusaurus'}`,
    '',
    againstPlain
      ? [
          'The "all on" variant against the plain site.',
          '',
          againstPlain.markdown,
          '',
          againstPlain.failures.length ? againstPlain.failures.map((f) => `- ❌ ${f}`).join('\n') : 'All ratio budgets hold.',
        ].join('\n')
      : `Not checked: "all on" was not among the measured variants. ${result.plain.description}`,
    '',
    '## Builds',
    '',
    table(['Variant', 'Switch', 'Build', 'Build time', 'Commit', 'Pieces on'], buildRows),
    '',
  ].join('\n');
}
