/**
 * Runs repeated measurements of several jobs (a page of one site, in one form
 * factor) interleaved: round i of every job before round i+1 of any. The host's
 * speed drifts on a shared machine; interleaved, the drift spreads over every
 * job alike instead of favouring the ones measured while it was quiet.
 */

/** The order of the runs: every job once per round, rounds in turn. */
export function interleavedSchedule<T>(jobs: readonly T[], runs: number): {round: number; job: T}[] {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a whole number of at least 1, got ${runs}`);
  return Array.from({length: runs}, (_, round) => jobs.map((job) => ({round, job}))).flat();
}

export interface JobOutcome<R> {
  results: R[];
  /** The round (0-based) of each result, so runs of different jobs in the same round can be paired. */
  rounds: number[];
  /** Error messages of runs that failed (after their own retries). */
  errors: string[];
}

/**
 * Runs `measure` for every job `runs` times in the interleaved order, one at a
 * time. A failed run is recorded and the session goes on: one lost run should
 * not cost the others, which may have taken an hour.
 */
export async function runInterleaved<T, R>(
  jobs: readonly T[],
  runs: number,
  measure: (job: T) => Promise<R>,
  progress: (line: string) => void = () => {},
  describe: (job: T) => string = String,
): Promise<Map<T, JobOutcome<R>>> {
  const outcomes = new Map<T, JobOutcome<R>>(jobs.map((job) => [job, {results: [], rounds: [], errors: []}]));
  const schedule = interleavedSchedule(jobs, runs);
  for (const [index, {round, job}] of schedule.entries()) {
    const outcome = outcomes.get(job)!;
    try {
      outcome.results.push(await measure(job));
      outcome.rounds.push(round);
    } catch (error) {
      outcome.errors.push((error as Error).message.split('\n')[0]);
      progress(`  run ${index + 1}/${schedule.length} (round ${round + 1}) failed: ${describe(job)}: ${outcome.errors.at(-1)}`);
      continue;
    }
    progress(`  run ${index + 1}/${schedule.length} (round ${round + 1}): ${describe(job)}`);
  }
  return outcomes;
}
