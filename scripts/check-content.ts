/**
 * Front matter, German twins and sidebar categories of every doc and release note.
 *
 *   tsx scripts/check-content.ts [site-dir]
 *
 * Prints one line per problem (`file:line: field: what is expected`) and exits
 * with 1 when there is any.
 */
import path from 'node:path';
import {formatProblem} from './checks/problems';
import {checkContent} from './checks/site';

export function main(siteDir: string): number {
  const {entries, problems} = checkContent(siteDir);
  for (const problem of problems) console.error(formatProblem(problem));
  const docs = entries.filter((e) => e.kind === 'doc').length;
  const posts = entries.length - docs;
  if (problems.length > 0) {
    console.error(`\n${problems.length} content problem(s) in ${docs} docs and ${posts} posts. See CONTRIBUTING.md, "Reading the checks".`);
    return 1;
  }
  console.log(`Content check passed: ${docs} docs and ${posts} posts (English and German).`);
  return 0;
}

if (require.main === module) {
  process.exit(main(path.resolve(process.argv[2] ?? path.join(__dirname, '..'))));
}
