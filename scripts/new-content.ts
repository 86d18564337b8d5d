/**
 * Scaffolding for editors: creates a doc page or a release note in English and
 * German with valid front matter, marked `sample: true` until it is sourced, and
 * placeholder sentences (plugins/content-checks/placeholders.ts) that the content check refuses
 * until the editor has replaced them. No note about the example in the text: the site
 * marks examples by itself (CONTRIBUTING.md, "Examples").
 *
 *   npm run new:doc -- <area>/<slug>          e.g. srb/contract-renewal, web/tt/setup/jira-cloud
 *   npm run new:post -- <type> <YYYY-MM-DD>   type: release, feature, hotfix or connect
 *
 * Areas come from config/products.ts. Existing files are never overwritten.
 */
import fs from 'node:fs';
import path from 'node:path';
import {allAreas} from '../config/products';
import {areaDirs, contentRoots} from '../plugins/content-checks/content-files';
import {readFrontMatter} from '../plugins/content-checks/frontmatter';
import {scaffoldText} from '../plugins/content-checks/placeholders';
import {isValidDate} from '../plugins/content-checks/schemas';

export class ScaffoldError extends Error {}

export interface NewFile {
  /** Path relative to the site folder. */
  file: string;
  content: string;
}

const segment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "contract-renewal" → "Contract renewal". */
export function titleFromSlug(slug: string): string {
  const words = slug.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The next free sidebar position in an English docs folder. */
function nextPosition(siteDir: string, folder: string): number {
  const dir = path.join(siteDir, folder);
  let max = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    try {
      if (entry.isFile() && /\.mdx?$/.test(entry.name)) {
        const position = readFrontMatter(fs.readFileSync(path.join(dir, entry.name), 'utf8')).data.sidebar_position;
        if (typeof position === 'number') max = Math.max(max, position);
      } else if (entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, '_category_.json'))) {
        const position = JSON.parse(fs.readFileSync(path.join(dir, entry.name, '_category_.json'), 'utf8')).position;
        if (typeof position === 'number') max = Math.max(max, position);
      }
    } catch {
      // A broken sibling is the content check's business; it does not block a new page.
    }
  }
  return Math.floor(max) + 1;
}

/** Plans the English and German files of a new doc page at `<area>/<slug>`. */
export function planDoc(siteDir: string, spec: string): NewFile[] {
  // Windows shells complete paths with backslashes.
  const cleaned = spec
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '')
    .replace(/^\/+|\/+$/g, '');
  const area = areaDirs().find((dir) => cleaned.startsWith(`${dir}/`));
  if (!area) {
    const known = allAreas()
      .map((a) => a.dir)
      .join(', ');
    throw new ScaffoldError(`Unknown area in "${spec}". Use <area>/<slug> with an area from config/products.ts: ${known}.`);
  }
  const rest = cleaned.slice(area.length + 1).split('/');
  const bad = rest.find((part) => !segment.test(part));
  if (bad !== undefined)
    throw new ScaffoldError(
      `"${bad}" in "${spec}" is not a valid slug: use lower-case letters, digits and hyphens, such as contract-renewal.`,
    );
  const slug = rest[rest.length - 1];
  const folder = [contentRoots.doc.en, area, ...rest.slice(0, -1)].join('/');
  if (!fs.existsSync(path.join(siteDir, folder)))
    throw new ScaffoldError(
      `The folder ${folder} does not exist. Create it with a _category_.json first (see CONTRIBUTING.md, "Add a folder"), or put the page in an existing folder.`,
    );
  const rel = `${[area, ...rest].join('/')}.md`;
  const position = nextPosition(siteDir, folder);
  const title = titleFromSlug(slug);
  const page = (text: (typeof scaffoldText.doc)['en' | 'de']) =>
    [
      '---',
      `title: ${title}`,
      `description: ${text.description}`,
      `keywords: [${text.keywords}]`,
      `sidebar_position: ${position}`,
      'sample: true',
      '---',
      '',
      text.intro,
      '',
      `## ${text.heading}`,
      '',
      text.step,
      '',
    ].join('\n');
  return [
    {file: `${contentRoots.doc.en}/${rel}`, content: page(scaffoldText.doc.en)},
    {file: `${contentRoots.doc.de}/${rel}`, content: page(scaffoldText.doc.de)},
  ];
}

/** "15 April 2025", "15. April 2025". */
const longDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(date));

/** Per type of post, in the order the messages list them. */
const postTexts = {
  release: {
    tag: 'release',
    en: 'Release',
    de: 'Release vom',
    summaryEn: 'new features and fixes across the apps',
    summaryDe: 'neuen Funktionen und Fehlerbehebungen für die Apps',
  },
  feature: {
    tag: 'feature',
    en: 'Feature release',
    de: 'Feature-Release vom',
    summaryEn: 'new features across the apps',
    summaryDe: 'neuen Funktionen für die Apps',
  },
  hotfix: {
    tag: 'fix',
    en: 'Hotfix',
    de: 'Hotfix vom',
    summaryEn: 'fixes across the apps',
    summaryDe: 'Fehlerbehebungen für die Apps',
  },
  connect: {
    tag: 'connect',
    en: 'Connect update',
    de: 'Connect-Update vom',
    summaryEn: 'changes to the web platform',
    summaryDe: 'Änderungen an der Web-Plattform',
  },
};

/** Plans the English and German files of a new release note. */
export function planPost(type: string, date: string): NewFile[] {
  if (!Object.hasOwn(postTexts, type)) throw new ScaffoldError(`Unknown type "${type}". Use one of: ${Object.keys(postTexts).join(', ')}.`);
  if (!isValidDate(date)) throw new ScaffoldError(`"${date}" is not a date. Write a real date as YYYY-MM-DD, such as 2025-04-15.`);
  const texts = postTexts[type as keyof typeof postTexts];
  const [dateEn, dateDe] = [longDate(date, 'en-GB'), longDate(date, 'de-DE')];
  const slug = `${type}-${date}`;
  const name = `${date}-${slug}.md`;
  const page = (title: string, description: string, text: (typeof scaffoldText.post)['en' | 'de']) =>
    [
      '---',
      `slug: ${slug}`,
      `title: "${title}"`,
      `date: ${date}`,
      `description: "${description}"`,
      `tags: [${texts.tag}]`,
      'sample: true',
      '---',
      '',
      text.summary,
      '',
      '{/* truncate */}',
      '',
      `## ${text.app}`,
      '',
      `### ${text.features}`,
      '',
      `- ${text.feature}`,
      '',
      `### ${text.fixes}`,
      '',
      `- ${text.fix}`,
      '',
    ].join('\n');
  const en = page(`${texts.en} ${dateEn}`, `${texts.en} of ${dateEn} with ${texts.summaryEn}.`, scaffoldText.post.en);
  const de = page(`${texts.de} ${dateDe}`, `${texts.de} ${dateDe} mit ${texts.summaryDe}.`, scaffoldText.post.de);
  return [
    {file: `${contentRoots.post.en}/${name}`, content: en},
    {file: `${contentRoots.post.de}/${name}`, content: de},
  ];
}

/** Writes the planned files; refuses before writing anything when one of them exists. */
export function writeNewFiles(siteDir: string, files: NewFile[]): void {
  const existing = files.filter((f) => fs.existsSync(path.join(siteDir, f.file)));
  if (existing.length > 0)
    throw new ScaffoldError(
      `Refusing to overwrite ${existing.map((f) => f.file).join(' and ')}: the file exists. Choose another slug or date.`,
    );
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(siteDir, f.file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, f.file), f.content, {flag: 'wx'});
  }
}

const usage = 'Usage: npm run new:doc -- <area>/<slug>   |   npm run new:post -- <release|feature|hotfix|connect> <YYYY-MM-DD>';

export function main(argv: string[], siteDir: string): number {
  const [kind, ...args] = argv;
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  try {
    let files: NewFile[];
    if (kind === 'doc' && args.length === 1) files = planDoc(siteDir, args[0]);
    else if (kind === 'post' && args.length === 2) files = planPost(args[0], args[1]);
    else throw new ScaffoldError(usage);
    writeNewFiles(siteDir, files);
    for (const f of files) console.log(`Created ${f.file}`);
    console.log(
      'Replace the placeholder sentences with the English text (the checks refuse a page that still holds one), translate it in the German file, then run `npm run check`. The files say `sample: true` until you list their `sources`. See CONTRIBUTING.md.',
    );
    return 0;
  } catch (error) {
    if (error instanceof ScaffoldError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) {
  process.exit(main(process.argv.slice(2), path.resolve(__dirname, '..')));
}
