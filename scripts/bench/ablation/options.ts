/** The command-line options of `npm run bench -- --ablate` (index.ts describes them). */
export interface AblationOptions {
  variants: string | undefined;
  runs: number;
  reuse: boolean;
  writeReadme: boolean;
}

export function parseAblationArgs(argv: string[]): AblationOptions {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(value('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a whole number of at least 1, got "${value('runs')}"`);
  return {variants: value('variants'), runs, reuse: argv.includes('--reuse'), writeReadme: argv.includes('--write-readme')};
}
