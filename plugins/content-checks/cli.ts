/**
 * The content checks' one entry (CONTRIBUTING.md); each prints one line per problem and exits with 1 on any:
 *
 *   tsx plugins/content-checks/cli.ts content [site-dir]        front matter, twins, categories, labels (check:content)
 *   tsx plugins/content-checks/cli.ts terms [site-dir]          German captions (check:terms)
 *   tsx plugins/content-checks/cli.ts translations write|check  German UI strings (translations, translations:check)
 *   tsx plugins/content-checks/cli.ts overlap <page> <source>…  runs copied from a source (check:overlap)
 *   tsx plugins/content-checks/cli.ts report [--no-ui] [--out <file>] [site-dir]   the content report (content:report)
 *   tsx plugins/content-checks/cli.ts terms-report [--list | --list-all] [site-dir] English captions per area (terms:report)
 */
import {main as content} from './site';
import {main as terms, reportMain as termsReport} from './terminology';
import {main as translations} from './translations';
import {main as overlap} from './overlap';
import {main as report} from './report';

const commands: Record<string, (args: string[]) => number> = {content, terms, translations, overlap, report, 'terms-report': termsReport};
const [command = '', ...args] = process.argv.slice(2);
if (!(command in commands)) {
  console.error(`Usage: tsx plugins/content-checks/cli.ts ${Object.keys(commands).join('|')} …`);
  process.exit(2);
}
process.exit(commands[command](args));
