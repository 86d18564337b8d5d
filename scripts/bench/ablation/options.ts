/** The command-line options of `npm run bench -- --ablate` (index.ts describes them). */
export interface AblationOptions {
  variants: string | undefined;
  /** `--pages=home,doc`: page types to measure (names of scripts/bench/shared.ts), all when undefined. */
  pages: string | undefined;
  runs: number;
  reuse: boolean;
  /** `--compare=<name>:<dir>`: an earlier build served and measured with the variants, never rebuilt. */
  compare: {name: string; dir: string} | undefined;
}

/** Rounds per variant and page: enough for a 95 % interval of a timing difference (interval.ts needs at least 5). */
export const DEFAULT_RUNS = 7;

export function parseAblationArgs(argv: string[]): AblationOptions {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(value('runs') ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a whole number of at least 1, got "${value('runs')}"`);
  const compareArg = value('compare');
  const compareMatch = compareArg?.match(/^([a-z0-9-]+):(.+)$/);
  if (compareArg !== undefined && !compareMatch) throw new Error(`--compare: expected <name>:<built site folder>, got "${compareArg}"`);
  return {
    variants: value('variants'),
    pages: value('pages'),
    runs,
    reuse: argv.includes('--reuse'),
    compare: compareMatch ? {name: compareMatch[1], dir: compareMatch[2]} : undefined,
  };
}
