/**
 * Performance benchmark: `npm run bench`.
 *
 * Builds the site (both languages), serves build/ with nginx and the
 * production configuration, runs each section and writes reports/bench.md.
 * Exits 1 when a budget in bench/budgets.json is exceeded.
 *
 *   npm run bench                       everything (takes a while: 36 Lighthouse runs)
 *   npm run bench -- --skip-build       measure the existing build/ (no build time)
 *   npm run bench -- --runs=1           Lighthouse runs per page and form factor (default 3)
 *   npm run bench -- --skip-lighthouse  build, sizes and first-visit weights only
 *
 * BENCH_PORT sets the port nginx serves on (default 3503).
 */
import fs from 'node:fs';
import path from 'node:path';
import {startNginx} from '../nginx';
import {chromiumPath} from '../chromium';
import type {BenchContext, BenchSection} from './types';
import benchBuild from './build';
import benchPages from './pages';
import benchLighthouse from './lighthouse';

const siteDir = path.resolve(__dirname, '..', '..');
const args = new Set(process.argv.slice(2));
const runs = Number([...args].find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);

export function readBudgets(file = path.join(siteDir, 'bench', 'budgets.json')): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read the budgets (${(error as Error).message})`);
  }
  const budgets = (parsed as {budgets?: unknown}).budgets;
  if (!budgets || typeof budgets !== 'object') throw new Error(`${file}: expected an object "budgets" of name → number`);
  for (const [name, value] of Object.entries(budgets)) {
    if (typeof value !== 'number') throw new Error(`${file}: the budget "${name}" is not a number`);
  }
  return budgets as Record<string, number>;
}

/** The search section, when its module is present (scripts/bench/search.ts). */
async function searchSection(ctx: BenchContext): Promise<BenchSection | null> {
  const modulePath = path.join(__dirname, 'search.ts');
  if (!fs.existsSync(modulePath)) return null;
  const mod = (await import(modulePath)) as {default: (c: BenchContext) => Promise<BenchSection>};
  return mod.default(ctx);
}

async function main(): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 3503);
  const ctx: BenchContext = {
    siteDir,
    buildDir: path.join(siteDir, 'build'),
    baseUrl: `http://127.0.0.1:${port}`,
    chromiumPath: chromiumPath,
    budgets: readBudgets(),
  };
  const sections: BenchSection[] = [];
  console.log(args.has('--skip-build') ? 'Measuring the existing build…' : 'Building both languages…');
  sections.push(await benchBuild(ctx, {skipBuild: args.has('--skip-build')}));
  const server = await startNginx({root: ctx.buildDir, port});
  try {
    console.log('First visits…');
    sections.push(await benchPages(ctx));
    if (!args.has('--skip-lighthouse')) {
      console.log(`Lighthouse (${runs} runs per page and form factor)…`);
      sections.push(await benchLighthouse(ctx, {runs}));
    }
    const search = await searchSection(ctx);
    if (search) sections.push(search);
  } finally {
    server.kill('SIGQUIT');
  }
  const failures = sections.flatMap((s) => s.failures.map((f) => `${s.title}: ${f}`));
  const report = [
    '# Benchmark',
    '',
    `Measured ${new Date().toISOString()} on ${process.platform}, Node ${process.version}. Budgets: \`bench/budgets.json\`.`,
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', s.markdown, '']),
    '## Budgets',
    '',
    failures.length ? failures.map((f) => `- ❌ ${f}`).join('\n') : 'All budgets hold.',
    '',
  ].join('\n');
  const out = path.join(siteDir, 'reports', 'bench.md');
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, report);
  console.log(`\n${report}\nWritten to ${path.relative(siteDir, out)}.`);
  if (failures.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
