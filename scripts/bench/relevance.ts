/**
 * Relevance of site search against the query sets of bench/search-queries.<language>.json, queried in Node with the
 * engine the browser runs on the built index: for each query, the rank of the first expected page among the results.
 * Reports MRR (the mean of 1/rank, 0 when no expected page is in the first 10), top-1 and top-3 (the share of queries
 * whose expected page ranks first, or in the first three), per kind of query, and the misses (not in the first three).
 */
import fs from 'node:fs';
import path from 'node:path';
import {localeDir, locales} from '../../config/i18n';
import {mean, table} from './shared';
import {loadIndex} from '../../plugins/search/client/embedded/engine';
import {rankPages} from '../../plugins/search/client/embedded/ranking';
import {z} from 'zod';

/** How many results count for MRR. */
const MRR_DEPTH = 10;

const query = z.object({
  query: z.string().refine((q) => q.trim() !== ''),
  kind: z.string(),
  expect: z.array(z.string().startsWith('/')).min(1),
});
const querySet = z.object({queries: z.array(query).min(1)});

/** The query set of a language; an error names the file and the entry that is wrong. */
function loadQueries(file: string) {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, {cause: error});
  }
  const parsed = querySet.safeParse(data);
  if (parsed.success) return parsed.data.queries;
  const entry = parsed.error.issues[0].path[1];
  if (typeof entry === 'number')
    throw new Error(`${file}: query ${entry + 1} needs "query", "kind" and "expect" (site paths starting with /)`);
  throw new Error(`${file}: expected {"queries": [...]} with at least one query`);
}

/**
 * The two halves of a language's queries, bench/search-queries.<set>.<language>.json. The
 * engine may be changed while looking at the tuning half's misses; the held-out half
 * (written by readers' tasks, split from the second set by a hash of each query, not by
 * choice) is only scored: its misses are never listed, so that nobody tunes to them.
 */
export const halves = {tuning: ['search-queries', 'search-queries.tuning-new'], 'held-out': ['search-queries.heldout']} as const;
type Half = keyof typeof halves;

/** A result's site path, as the query sets write them: no origin, query, hash or trailing slash. */
const sitePath = (url: string) => new URL(url, 'http://site.invalid').pathname.replace(/\/$/, '') || '/';

/** Scores a search function (query → result URLs or paths, best first) on a query set. */
function scoreRelevance(queries: ReturnType<typeof loadQueries>, search: (query: string) => string[]) {
  const ranked = queries.map((q) => {
    const results = search(q.query).map(sitePath);
    const expected = new Set(q.expect.map(sitePath));
    const index = results.slice(0, MRR_DEPTH).findIndex((p) => expected.has(p));
    return {query: q.query, kind: q.kind, rank: index < 0 ? null : index + 1, expect: q.expect, got: results.slice(0, 3)};
  });
  const summary = (list: typeof ranked) => ({
    queries: list.length,
    mrr: mean(list.map(({rank}) => (rank ? 1 / rank : 0))),
    top1: list.filter(({rank}) => rank === 1).length / list.length,
    top3: list.filter(({rank}) => rank && rank <= 3).length / list.length,
  });
  const kinds = [...new Set(ranked.map((q) => q.kind))];
  return {
    ...summary(ranked),
    byKind: kinds.map((kind) => ({kind, ...summary(ranked.filter((q) => q.kind === kind))})),
    misses: ranked.filter(({rank}) => !(rank && rank <= 3)),
  };
}

/** The relevance of the built index per language and half. */
export function measureRelevance(siteDir: string, buildDir: string) {
  return locales.flatMap((language) => {
    const index = loadIndex(fs.readFileSync(path.join(buildDir, localeDir(language), 'search-index', 'index.json'), 'utf8'), language);
    return (Object.keys(halves) as Half[]).map((half) => {
      const queries = halves[half].flatMap((set) => loadQueries(path.join(siteDir, 'bench', `${set}.${language}.json`)));
      return {language, half, score: scoreRelevance(queries, (q) => rankPages(index, q, language, MRR_DEPTH).map((p) => p.url))};
    });
  });
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The Markdown of a score table per half and language, and the tuning half's misses (never the held-out half's). */
export function relevanceMarkdown(scores: ReturnType<typeof measureRelevance>): string {
  const rows = scores.map(({language, half, score: s}) => [half, language, s.queries, s.mrr.toFixed(3), pct(s.top1), pct(s.top3)]);
  const lines = [table(['Half', 'Language', 'Queries', 'MRR', 'Top-1', 'Top-3'], rows, 2)];
  for (const {language, score} of scores.filter(({half}) => half === 'tuning')) {
    lines.push('', `By kind (${language}): ${score.byKind.map((k) => `${k.kind} ${k.mrr.toFixed(2)}/${pct(k.top3)}`).join(', ')}`);
    if (score.misses.length) lines.push('', `Misses (${language}, expected page not in the first three):`);
    for (const miss of score.misses)
      lines.push(
        `- "${miss.query}" (${miss.kind}): rank ${miss.rank ?? '–'}; expected ${miss.expect.join(' or ')}; got ${miss.got.join(', ') || 'nothing'}`,
      );
  }
  return lines.join('\n');
}
