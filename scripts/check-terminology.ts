/**
 * English interface captions in German text, second German terms for one
 * caption, and English captions (bold or italic, identical to the English
 * twin's) that config/terminology/de.json does not declare.
 *
 *   tsx scripts/check-terminology.ts [site-dir]
 *
 * Prints one line per problem (`file:line: what to write instead`) and exits
 * with 1 when there is any.
 */
import path from 'node:path';
import {formatProblem, sortProblems} from './checks/problems';
import {checkTerminology, TerminologyError} from './checks/terminology';

export function main(siteDir: string): number {
  let problems;
  try {
    problems = sortProblems(checkTerminology(siteDir));
  } catch (error) {
    if (!(error instanceof TerminologyError)) throw error;
    console.error(error.message);
    return 1;
  }
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    console.error(`\n${problems.length} terminology problem(s). See CONTRIBUTING.md, "Terminology".`);
    return 1;
  }
  console.log(
    'Terminology check passed: German pages use the German captions of config/terminology/de.json, and it declares every English caption they keep.',
  );
  return 0;
}

if (require.main === module) {
  process.exit(main(path.resolve(process.argv[2] ?? path.join(__dirname, '..'))));
}
