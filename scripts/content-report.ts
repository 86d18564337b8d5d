/**
 * Writes the content report to reports/content-report.md and prints it.
 *
 *   tsx scripts/content-report.ts [--no-ui] [--out <file>] [site-dir]
 *
 * `--no-ui` skips the UI-string comparison (it runs `docusaurus write-translations`).
 * The report is informational: it exits with 0 even when it lists problems.
 */
import fs from 'node:fs';
import path from 'node:path';
import {renderReport} from './checks/report';
import {checkContent} from './checks/site';
import {findUiProblems, formatUiProblem} from './translations';

function main(argv: string[]): number {
  const args = [...argv];
  const noUi = args.includes('--no-ui');
  const outIndex = args.indexOf('--out');
  const out = outIndex === -1 ? undefined : args[outIndex + 1];
  const positional = args.filter((a, i) => !a.startsWith('--') && (outIndex === -1 || i !== outIndex + 1));
  const siteDir = path.resolve(positional[0] ?? path.join(__dirname, '..'));
  const {entries, problems} = checkContent(siteDir);
  const uiProblems = noUi ? undefined : findUiProblems().map(formatUiProblem);
  const report = renderReport({entries, problems, uiProblems});
  const file = path.resolve(out ?? path.join(siteDir, 'reports', 'content-report.md'));
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, report);
  process.stdout.write(report);
  console.error(`\nWritten to ${path.relative(process.cwd(), file)}`);
  return 0;
}

process.exit(main(process.argv.slice(2)));
