/**
 * German UI translations: `cli.ts translations write` extracts new strings into i18n/de/*.json and fills
 * every product-derived string from config/products.ts; `check` lists each German string missing or still English.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {allAreas, footerGroups} from '../../config/products';
import {printOutcome} from './problems';

type TranslationFile = Record<string, {message: string; description?: string}>;

const siteDir = path.resolve(__dirname, '../..');

/** Strings that are the same in German on purpose (names, abbreviations, placeholders). */
const identicalOnPurpose = new Set([
  'code.json:site.home.apps',
  'code.json:theme.admonition.info',
  'code.json:theme.docs.versionBadge.label',
  'docusaurus-theme-classic/navbar.json:title',
  'docusaurus-theme-classic/navbar.json:logo.alt',
  'docusaurus-theme-classic/navbar.json:item.label.API',
  'docusaurus-plugin-content-docs/current.json:version.label',
  'docusaurus-plugin-content-docs-web-api/current.json:version.label',
  'code.json:site.api.operation',
  // The header's name in the code samples, capitalised as a German noun.
  'code.json:site.api.clientKeyPlaceholder',
  'docusaurus-plugin-content-docs/current.json:sidebar.docs.category.acd-administration',
  'docusaurus-plugin-content-docs/current.json:sidebar.docs.category.web-administration',
  'docusaurus-plugin-content-docs/current.json:sidebar.docs.category.general-essentials',
  // The API reference: OpenAPI's own keywords, and "Schema", which is German too.
  'code.json:theme.openapi.schemaItem.nullable',
  'code.json:theme.openapi.schemaItem.oneOf',
  'code.json:theme.openapi.schemaItem.anyOf',
  'code.json:theme.openapi.statusCodes.schemaTitle',
]);

/**
 * Strings the config gives in every language, which a German file must not hold: a translation
 * would freeze them. The footer's copyright names the operator and the build's year
 * (config/operatorDisplay.ts); a copy in footer.json would keep the holder and the year it was written with.
 */
export const notTranslated = new Set(['docusaurus-theme-classic/footer.json:copyright']);

/** The German value of every string that config/products.ts defines, keyed like the JSON files. */
export function productTranslations(): Record<string, Record<string, string>> {
  const current: Record<string, string> = {};
  const footer: Record<string, string> = {};
  for (const area of allAreas()) {
    const key = `sidebar.docs.category.area-${area.dir.replace('/', '-')}`;
    current[key] = area.name.de;
    current[`${key}.link.generated-index.title`] = area.name.de;
    current[`${key}.link.generated-index.description`] = area.summary.de;
    if (area.footerGroup) {
      footer[`link.item.label.${area.name.en}`] = area.name.de;
    }
  }
  for (const group of Object.values(footerGroups)) {
    footer[`link.title.${group.en}`] = group.de;
  }
  return {'docusaurus-plugin-content-docs/current.json': current, 'docusaurus-theme-classic/footer.json': footer};
}

function readJson(file: string): TranslationFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationFile;
}

function writeJson(file: string, data: TranslationFile): void {
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

function listJsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.split(path.sep).join('/'));
}

function writeTranslations(dir: string, locale: string): void {
  const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  execFileSync(process.execPath, [docusaurus, 'write-translations', '--locale', locale], {cwd: dir, stdio: 'pipe'});
}

/** Keys to apply from config/products.ts to the German files, and keys to drop (notTranslated); returns how many changed. */
function applyProductTranslations(i18nDeDir: string): number {
  let changed = 0;
  for (const entry of notTranslated) {
    const [file, key] = entry.split(':');
    const full = path.join(i18nDeDir, file);
    const data = readJson(full);
    if (data[key]) {
      delete data[key];
      writeJson(full, data);
      changed++;
    }
  }
  for (const [file, values] of Object.entries(productTranslations())) {
    const full = path.join(i18nDeDir, file);
    const data = readJson(full);
    for (const [key, message] of Object.entries(values)) {
      if (data[key] && data[key].message !== message) {
        data[key].message = message;
        changed++;
      }
    }
    writeJson(full, data);
  }
  return changed;
}

/**
 * A throwaway copy of the site whose i18n folder can be rewritten freely.
 * Folders are linked as junctions and files copied: Windows creates those
 * without administrator rights or developer mode (elsewhere a junction is a symlink).
 */
export function scratchSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  for (const entry of fs.readdirSync(siteDir)) {
    if (['i18n', 'build', '.docusaurus', '.git'].includes(entry)) continue;
    const from = path.join(siteDir, entry);
    if (fs.statSync(from).isDirectory()) fs.symlinkSync(from, path.join(dir, entry), 'junction');
    else fs.copyFileSync(from, path.join(dir, entry));
  }
  fs.mkdirSync(path.join(dir, 'i18n'));
  fs.cpSync(path.join(siteDir, 'i18n', 'de'), path.join(dir, 'i18n', 'de'), {recursive: true});
  return dir;
}

export interface TranslationProblem {
  file: string;
  key: string;
  problem: 'missing' | 'english' | 'frozen';
  english: string;
}

const englishWords = new Set('the to for of and this your with is are was results select navigate close'.split(' '));
const germanWords = new Set('der die das und zu für von mit ist sie nicht ein eine zum zur im keine den dem'.split(' '));

/**
 * True for text that reads as English: some theme strings ship with older
 * English wording in the German defaults, so equality with today's English
 * message does not catch them.
 */
export function looksEnglish(message: string): boolean {
  const words = message
    .toLowerCase()
    .replace(/\{[^}]*\}/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return words.some((w) => englishWords.has(w)) && !words.some((w) => germanWords.has(w));
}

/** The same words, whatever their case: "Professional Services" is the English "Professional services" left as it was. */
function sameWords(german: string, english: string): boolean {
  return german.trim().toLocaleLowerCase('en') === english.trim().toLocaleLowerCase('en');
}

/** Compares German strings with a fresh English extraction. */
export function findProblems(english: Record<string, TranslationFile>, german: Record<string, TranslationFile>): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  for (const [file, strings] of Object.entries(english)) {
    const de = german[file] ?? {};
    for (const [key, {message}] of Object.entries(strings)) {
      if (notTranslated.has(`${file}:${key}`)) {
        if (de[key]) problems.push({file, key, problem: 'frozen', english: message});
      } else if (!de[key]) {
        problems.push({file, key, problem: 'missing', english: message});
      } else if (
        (sameWords(de[key].message, message) || looksEnglish(de[key].message)) &&
        message.trim() !== '' &&
        !identicalOnPurpose.has(`${file}:${key}`) &&
        // Product names that are the same in both languages are not untranslated.
        productTranslations()[file]?.[key] === undefined
      ) {
        problems.push({file, key, problem: 'english', english: message});
      }
    }
  }
  return problems;
}

/**
 * Extracts the English strings into a scratch copy of the site (sidebar
 * category labels, navbar, footer and theme strings) and compares them with
 * the committed German files.
 */
export function findUiProblems(): TranslationProblem[] {
  const dir = scratchSite();
  try {
    // Only the English extraction is compared; a German one would be extra work with nothing read from it.
    writeTranslations(dir, 'en');
    const load = (root: string) => Object.fromEntries(listJsonFiles(root).map((f) => [f, readJson(path.join(root, f))]));
    return findProblems(load(path.join(dir, 'i18n', 'en')), load(path.join(siteDir, 'i18n', 'de')));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** `i18n/de/<file>: "<key>" has no German translation ("<English>")` */
export function formatUiProblem(p: TranslationProblem): string {
  const what = {
    missing: 'has no German translation',
    english: 'is still in English',
    frozen: 'comes from the config in every language and must not be translated',
  }[p.problem];
  return `i18n/de/${p.file}: "${p.key}" ${what} ("${p.english}")`;
}

export function main([command]: string[]): number {
  if (command === 'write') {
    writeTranslations(siteDir, 'de');
    const changed = applyProductTranslations(path.join(siteDir, 'i18n', 'de'));
    console.log(`Extracted strings into i18n/de; ${changed} product string(s) updated from config/products.ts.`);
    return 0;
  }
  if (command !== 'check') {
    console.error('Usage: npm run translations | npm run translations:check');
    return 2;
  }
  const problems = findUiProblems();
  return printOutcome(
    problems.map(formatUiProblem),
    `${problems.length} UI string(s) need German text. Run \`npm run translations\`, then translate the listed keys in i18n/de/.`,
    'All UI strings have German translations.',
  );
}
