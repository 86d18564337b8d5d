/**
 * Relevance of site search against the query sets of bench/search-queries.<language>.json:
 * for each query, the rank of the first expected page among the results.
 * Reports MRR (the mean of 1/rank, 0 when no expected page is in the first 10),
 * top-1 and top-3 (the share of queries whose expected page ranks first, or in
 * the first three), per kind of query, and the misses (not in the first three).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface RelevanceQuery {
  query: string;
  kind: string;
  expect: string[];
}

export interface RelevanceMiss {
  query: string;
  kind: string;
  rank: number | null;
  expect: string[];
  got: string[];
}

export interface RelevanceScore {
  queries: number;
  mrr: number;
  top1: number;
  top3: number;
  byKind: Record<string, {queries: number; mrr: number; top3: number}>;
  misses: RelevanceMiss[];
}

/** How many results count for MRR. */
export const MRR_DEPTH = 10;

/** The query set of a language; an error names the file and the entry that is wrong. */
export function loadQueries(file: string): RelevanceQuery[] {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, {cause: error});
  }
  const queries = (data as {queries?: unknown})?.queries;
  if (!Array.isArray(queries) || queries.length === 0) throw new Error(`${file}: expected {"queries": [...]} with at least one query`);
  return queries.map((entry: Partial<RelevanceQuery>, i) => {
    const ok =
      typeof entry?.query === 'string' &&
      entry.query.trim() !== '' &&
      typeof entry.kind === 'string' &&
      Array.isArray(entry.expect) &&
      entry.expect.length > 0 &&
      entry.expect.every((p) => typeof p === 'string' && p.startsWith('/'));
    if (!ok) throw new Error(`${file}: query ${i + 1} needs "query", "kind" and "expect" (site paths starting with /)`);
    return entry as RelevanceQuery;
  });
}

/**
 * The two halves of a language's queries, bench/search-queries.<set>.<language>.json. The
 * engine may be changed while looking at the tuning half's misses; the held-out half
 * (written by readers' tasks, split from the second set by a hash of each query, not by
 * choice) is only scored: its misses are never listed, so that nobody tunes to them.
 */
export const halves = {tuning: ['search-queries', 'search-queries.tuning-new'], 'held-out': ['search-queries.heldout']} as const;
export type Half = keyof typeof halves;

/** The queries of one half of a language. */
export function loadHalf(siteDir: string, half: Half, language: string): RelevanceQuery[] {
  return halves[half].flatMap((set) => loadQueries(path.join(siteDir, 'bench', `${set}.${language}.json`)));
}

/** A result's site path, as the query sets write them: no origin, query, hash or trailing slash. */
export function sitePath(url: string): string {
  const pathname = new URL(url, 'http://site.invalid').pathname;
  return pathname.replace(/\/$/, '') || '/';
}

/** Scores a search function (query → result URLs or paths, best first) on a query set. */
export async function scoreRelevance(
  queries: RelevanceQuery[],
  search: (query: string) => Promise<string[]> | string[],
): Promise<RelevanceScore> {
  let reciprocal = 0;
  let top1 = 0;
  let top3 = 0;
  const misses: RelevanceMiss[] = [];
  const kinds: Record<string, {queries: number; reciprocal: number; top3: number}> = {};
  for (const q of queries) {
    const results = (await search(q.query)).map(sitePath);
    const expected = new Set(q.expect.map(sitePath));
    const index = results.slice(0, MRR_DEPTH).findIndex((p) => expected.has(p));
    const rank = index < 0 ? null : index + 1;
    const kind = (kinds[q.kind] ??= {queries: 0, reciprocal: 0, top3: 0});
    kind.queries++;
    reciprocal += rank ? 1 / rank : 0;
    kind.reciprocal += rank ? 1 / rank : 0;
    if (rank === 1) top1++;
    if (rank && rank <= 3) {
      top3++;
      kind.top3++;
    } else misses.push({query: q.query, kind: q.kind, rank, expect: q.expect, got: results.slice(0, 3)});
  }
  const n = queries.length;
  return {
    queries: n,
    mrr: reciprocal / n,
    top1: top1 / n,
    top3: top3 / n,
    byKind: Object.fromEntries(
      Object.entries(kinds).map(([k, v]) => [k, {queries: v.queries, mrr: v.reciprocal / v.queries, top3: v.top3 / v.queries}]),
    ),
    misses,
  };
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The Markdown of a score table per half and language, and the tuning half's misses (never the held-out half's). */
export function relevanceMarkdown(scores: {language: string; half: Half; score: RelevanceScore}[]): string {
  const lines = [
    '| Half | Language | Queries | MRR | Top-1 | Top-3 |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...scores.map(
      ({language, half, score: s}) => `| ${half} | ${language} | ${s.queries} | ${s.mrr.toFixed(3)} | ${pct(s.top1)} | ${pct(s.top3)} |`,
    ),
  ];
  for (const {language, score} of scores.filter(({half}) => half === 'tuning')) {
    lines.push(
      '',
      `By kind (${language}): ${Object.entries(score.byKind)
        .map(([k, v]) => `${k} ${v.mrr.toFixed(2)}/${pct(v.top3)}`)
        .join(', ')}`,
    );
    if (score.misses.length) {
      lines.push('', `Misses (${language}, expected page not in the first three):`);
      for (const miss of score.misses)
        lines.push(
          `- "${miss.query}" (${miss.kind}): rank ${miss.rank ?? '–'}; expected ${miss.expect.join(' or ')}; got ${miss.got.join(', ') || 'nothing'}`,
        );
    }
  }
  return lines.join('\n');
}
