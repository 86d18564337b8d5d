/**
 * The German terminology (config/terminology/de.json) applied to the German pages: English captions where
 * a German one is published, second German terms, missing glosses and undeclared English captions. The
 * rules are in CONTRIBUTING.md, "Terminology". And the report of how many of the captions on the German
 * doc pages are still English, per area.
 */
import fs from 'node:fs';
import path from 'node:path';
import {products, type ProductArea} from '../../config/products';
import {areaOf, listContent, twinOf} from './content-files';
import {formatProblem, printOutcome, sortProblems, table, type Problem} from './problems';

export const terminologyFile = 'config/terminology/de.json';

export interface Term {
  /** The caption in the English interface. */
  en: string;
  /** The published German caption; null when there is none (the English caption stays). */
  de: string | null;
  note: string;
  /** Public pages the German caption comes from. */
  sources: string[];
  /** German forms that must not be used for this caption. */
  variants?: string[];
  /** true when a listed source shows the German caption; false while it is still unconfirmed. */
  confirmed?: boolean;
  /**
   * The German meaning of a caption without a German caption (required when `de` is null, and only then):
   * German pages write it in parentheses after the caption's first use, "**Create Quotes** (Angebote erstellen)".
   */
  gloss?: string;
}

export interface Terminology {
  /** Why the names in `allow` need no source: one note for all of them. */
  allowNote?: string;
  /** Proper nouns, other vendors' product names, codes and permission set IDs: never reported. English captions kept in German are terms with `de` = `en`. */
  allow: string[];
  terms: Term[];
}

export class TerminologyError extends Error {}

/** The English and German names of every app in config/products.ts, each also with "DYCE " in front. */
export function productNames(areas: ProductArea[] = products): string[] {
  const names = areas.flatMap((area) => [area.name.en, area.name.de, ...productNames(area.children ?? [])]);
  return [...new Set(names.flatMap((name) => (name.startsWith('DYCE ') ? [name] : [name, `DYCE ${name}`])))];
}

/** Reads and validates the terminology; throws TerminologyError naming the file and the entry. */
export function readTerminology(file: string): Terminology {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TerminologyError(`${file}: cannot be read as JSON: ${(error as Error).message}`);
  }
  const fail = (what: string): never => {
    throw new TerminologyError(`${file}: ${what}`);
  };
  const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (typeof data !== 'object' || data === null) fail('expected an object with "allow" and "terms"');
  const {allow, terms} = data as Record<string, unknown>;
  if (!Array.isArray(allow) || !allow.every(text)) fail('"allow" must be a list of names');
  const names = new Set(productNames());
  const repeated = (allow as string[]).find((name) => names.has(name));
  if (repeated !== undefined) fail(`"allow" repeats the product name "${repeated}"; config/products.ts already lists it`);
  if (!Array.isArray(terms)) fail('"terms" must be a list');
  const seen = new Map<string, number>();
  (terms as unknown[]).forEach((raw, index) => {
    const where = `terms[${index}]`;
    if (typeof raw !== 'object' || raw === null) fail(`${where}: expected an object`);
    const t = raw as Record<string, unknown>;
    if (!text(t.en)) fail(`${where}: "en" must be the English caption`);
    const en = t.en as string;
    const wrong = (what: string) => fail(`${where} (${en}): ${what}`);
    if (!(t.de === null || text(t.de))) wrong('"de" must be the German caption, or null when none is published');
    if (!text(t.note)) wrong('"note" is missing');
    if (!Array.isArray(t.sources) || t.sources.length === 0 || !t.sources.every((s) => typeof s === 'string' && s.startsWith('https://')))
      wrong('"sources" must list at least one https:// address');
    if (t.variants !== undefined && (!Array.isArray(t.variants) || !t.variants.every((v) => typeof v === 'string' && v !== '')))
      wrong('"variants" must be a list of German forms');
    if (t.confirmed !== undefined && typeof t.confirmed !== 'boolean') wrong('"confirmed" must be true or false');
    if (t.de === null && !text(t.gloss)) wrong('"gloss" must give the German meaning that German pages write after the English caption');
    if (t.de !== null && t.gloss !== undefined) wrong('"gloss" is only for captions without a German caption ("de": null)');
    if (seen.has(en)) fail(`${where}: "${en}" is already defined in terms[${seen.get(en)}]; one entry per English caption`);
    seen.set(en, index);
  });
  return data as Terminology;
}

/** English words of an interface caption: capitalised words, numbers and a few joining words. */
const captionWord = /^\(?(?:[A-Z][A-Za-z0-9.'-]*|via|of|to|per|from|for|and|on|in|by|with|without|&|%|-|\/|\(LCY\)|[0-9]+)\)?$/;

function looksLikeCaption(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => captionWord.test(w));
}

/** A pattern matching any of the phrases as whole words, longest first; without phrases, one that matches nothing. */
function phrasePattern(phrases: string[]): RegExp {
  const alternatives = [...new Set(phrases)].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${alternatives.join('|') || '(?!)'})(?![\\p{L}\\p{N}_-])`, 'gu');
}

/** The same length of text with everything that is not prose blanked out. */
function proseOf(line: string): string {
  const blank = (match: string) => ' '.repeat(match.length);
  return line
    .replace(/`[^`]*`/g, blank)
    .replace(/\]\([^)]*\)/g, (m) => ']' + blank(m.slice(1)))
    .replace(/\{\/\*.*?\*\/\}/g, blank)
    .replace(/\{#[^}]*\}/g, blank)
    .replace(/<\/?[A-Za-z][^>]*>/g, blank)
    .replace(/https?:\/\/\S+/g, blank);
}

/**
 * The lines of a German file that hold German text, prose only. `frontMatter`
 * names the front matter fields that are text.
 */
export function germanTextLines(text: string, {frontMatter = ['title', 'description', 'sidebar_label']} = {}) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const out: {number: number; text: string}[] = [];
  let inFront = lines[0] === '---';
  let fence: string | undefined;
  lines.forEach((line, i) => {
    const number = i + 1;
    if (inFront) {
      if (i > 0 && line === '---') inFront = false;
      else if (frontMatter.includes(line.split(':')[0]))
        out.push({number, text: proseOf(line.replace(/^[a-z_]+:/, (m) => ' '.repeat(m.length)))});
      return;
    }
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (fence === undefined) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = undefined;
      return;
    }
    if (fence !== undefined || /^\s*(import|export)\s/.test(line)) return;
    out.push({number, text: proseOf(line)});
  });
  return out;
}

/** A bold or italic span of a page: what readers see as an interface caption. */
export interface CaptionSpan {
  line: number;
  caption: string;
  /** Its first and past-the-end column in the line's prose. */
  start: number;
  end: number;
  /** The prose of the line (code, link targets and tags blanked out). */
  prose: string;
}

/** Bold, then italic with stars, then with underscores; the last group of each holds the text. */
const spanPatterns = [
  /(\*\*|__)(?![\s*_])(.+?)(?<![\s*_])\1/g,
  /(?<![*\p{L}\p{N}])\*(?![\s*])([^*]+?)(?<![\s*])\*(?![*\p{L}\p{N}])/gu,
  /(?<![\p{L}\p{N}_])_(?![\s_])([^_]+?)(?<![\s_])_(?![\p{L}\p{N}_])/gu,
];

/** The caption of a span: without brackets of a link, surrounding blanks and a closing colon or comma. */
function captionText(raw: string): string {
  return raw
    .replace(/[[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[:,;]$/, '')
    .trim();
}

/**
 * The bold and italic spans of a page's text (front matter text, body; no code,
 * link targets or tags), bold first. A span without a word of two letters
 * ("1M", "100 %") is not a caption.
 */
export function captionSpans(text: string): CaptionSpan[] {
  const out: CaptionSpan[] = [];
  for (const line of germanTextLines(text)) {
    let rest = line.text;
    for (const pattern of spanPatterns) {
      // A span found is blanked out, so that no later pattern finds it again.
      rest = rest.replace(pattern, (match: string, ...groups: unknown[]) => {
        const [caption, start] = groups.slice(-3) as [string, number]; // the last group, then the offset and the string
        out.push({line: line.number, caption: captionText(caption), start, end: start + match.length, prose: line.text});
        return ' '.repeat(match.length);
      });
    }
  }
  return out.filter((span) => /\p{L}{2}/u.test(span.caption));
}

/** The end of a sentence or of a table cell. */
const sentenceEnd = /[.!?](?=\s|$)|\|/;

/**
 * Whether the German meaning stands next to a caption's span: "(gloss)" after it
 * in the same sentence, or the gloss right before it in "gloss (**caption**)".
 * Case is ignored, so a gloss may start a sentence.
 */
function hasGloss(span: CaptionSpan, gloss: string): boolean {
  const after = span.prose.slice(span.end).toLowerCase();
  const at = after.indexOf(`(${gloss.toLowerCase()})`);
  if (at !== -1 && !sentenceEnd.test(after.slice(0, at))) return true;
  const before = span.prose.slice(0, span.start).trimEnd().toLowerCase();
  return before.endsWith(`${gloss.toLowerCase()} (`) && after.trimStart().startsWith(')');
}

/**
 * On a German page, the first bold or italic use of each caption without a
 * German caption (`de`: null) that does not give its `gloss` next to it.
 */
export function missingGlosses(file: string, text: string, terminology: Terminology): Problem[] {
  const byEnglish = new Map(terminology.terms.map((t) => [t.en, t]));
  const seen = new Set<string>();
  const problems: Problem[] = [];
  const spans = captionSpans(text).sort((a, b) => a.line - b.line || a.start - b.start);
  for (const span of spans) {
    const term = termOf(byEnglish, span.caption);
    if (term === undefined || term.de !== null || term.gloss === undefined || seen.has(term.en)) continue;
    seen.add(term.en);
    if (hasGloss(span, term.gloss)) continue;
    problems.push({
      file,
      line: span.line,
      message: `"${span.caption}" has no German caption; at its first use on the page, give its German meaning in the same sentence: "${span.caption} (${term.gloss})" (${terminologyFile})`,
    });
  }
  return problems;
}

/**
 * What an English page names, to compare a German page's captions with: its
 * bold and italic spans and its headings, in lower case. The English page may
 * write a caption in running text or a heading, in sentence case ("*subscription
 * lines*", "## Favorite vendor") where its German twin sets it as a caption
 * ("*Subscription Lines*", "(*Favorite Vendor*)"); that is still the English
 * caption.
 */
export function twinNames(text: string): Set<string> {
  const headings = germanTextLines(text).flatMap((line) => /^\s*#{1,6}\s+(.+)$/.exec(line.text)?.[1] ?? []);
  return new Set([...captionSpans(text).map((s) => s.caption), ...headings.map(captionText)].map((name) => name.toLowerCase()));
}

/** The entry of a caption, also when the page or the file writes a closing period the other leaves out ("No."). */
export function termOf(byEnglish: Map<string, Term>, caption: string): Term | undefined {
  return byEnglish.get(caption) ?? byEnglish.get(caption.replace(/\.$/, '')) ?? byEnglish.get(`${caption}.`);
}

/** An English caption on a German page: identical to a caption of the English twin, in any case. */
export interface EnglishCaption extends CaptionSpan {
  /** The German file, relative to the site folder. */
  file: string;
  /** Its entry in the terminology, if any. */
  term?: Term;
}

/**
 * Per German doc and release note: its captions (bold and italic, without those that are the same
 * in German) and which of them are English, that is, identical to a caption of its English twin.
 * Product names, `allow` and captions the terminology keeps as they are (`de` = `en`) are left out.
 */
export function pageCaptions(siteDir: string, terminology: Terminology) {
  const byEnglish = new Map(terminology.terms.map((t) => [t.en, t]));
  const same = new Set([...productNames(), ...terminology.allow, ...terminology.terms.filter((t) => t.de === t.en).map((t) => t.en)]);
  const isSame = (caption: string) => same.has(caption) || same.has(caption.replace(/\.$/, ''));
  return listContent(siteDir)
    .filter((f) => f.locale === 'de')
    .map((file) => {
      const twin = path.join(siteDir, twinOf(file));
      const twinCaptions = fs.existsSync(twin) ? twinNames(fs.readFileSync(twin, 'utf8')) : new Set<string>();
      const text = fs.readFileSync(path.join(siteDir, file.file), 'utf8');
      const captions = captionSpans(text).filter((s) => !isSame(s.caption));
      const english: EnglishCaption[] = captions
        .filter((s) => twinCaptions.has(s.caption.toLowerCase()))
        .map((s) => ({...s, file: file.file, term: termOf(byEnglish, s.caption)}));
      return {file, text, captions, english};
    });
}

export function createChecker(terminology: Terminology) {
  const withGerman = terminology.terms.filter((t) => t.de !== null && t.de !== t.en);
  const byEnglish = new Map(terminology.terms.map((t) => [t.en, t]));
  const englishPattern = phrasePattern(withGerman.map((t) => t.en));
  const allowPattern = phrasePattern([...terminology.allow, ...productNames()]);
  const variantOf = new Map<string, Term>();
  for (const t of terminology.terms) for (const v of t.variants ?? []) variantOf.set(v, t);
  const variantPattern = phrasePattern([...variantOf.keys()]);

  /**
   * A parenthesis that holds only English captions, as a gloss after the German
   * term: "(Usage Data Supplier)", "(Charge Start Date, Charge End Date)". A
   * parenthesis with German words in it is text.
   */
  function isGloss(text: string, index: number): boolean {
    const open = text.lastIndexOf('(', index);
    const close = text.indexOf(')', index);
    if (open === -1 || close === -1 || text.lastIndexOf(')', index) > open) return false;
    const inner = text.slice(open + 1, close).replace(/[*_]/g, '');
    return inner
      .split(/[,;]/)
      .map((part) => part.trim())
      .every((part) => part === '' || byEnglish.has(part) || looksLikeCaption(part));
  }

  /**
   * A caption is only this caption where it is not part of a longer English
   * name: inside a bold or italic span or a table cell that looks like a
   * caption, the span must be the caption ("*Create Service Commitments*" is
   * another caption). A one-word caption (Type, Customer, No.) is only a caption
   * where it is the whole of such a span or cell.
   */
  function standsAlone(text: string, start: number, end: number, caption: string): boolean {
    const runsBefore = text.slice(0, start).match(/\*+|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu) ?? [];
    const inSpan = runsBefore.length % 2 === 1;
    const cell = text.trimStart().startsWith('|');
    if (inSpan || cell) {
      const open = Math.max(
        text.lastIndexOf('*', start - 1),
        text.lastIndexOf('_', start - 1),
        cell ? text.lastIndexOf('|', start - 1) : -1,
      );
      const closers = ['*', '_', ...(cell ? ['|'] : [])].map((c) => text.indexOf(c, end)).filter((i) => i !== -1);
      const close = closers.length > 0 ? Math.min(...closers) : text.length;
      const span = text
        .slice(open + 1, close)
        .trim()
        .replace(/[.:,]$/, '');
      if (span === caption || span === caption.replace(/[.:,]$/, '')) return true;
      if (looksLikeCaption(span)) return false;
    }
    if (caption.includes(' ')) return true;
    const before = text.slice(0, start).trimEnd();
    const after = text.slice(end).trimStart();
    return /(\*|_|\|)$/.test(before) && /^(\*|_|\|)/.test(after);
  }

  /** The German problems of one file's text. */
  function check(file: string, text: string): Problem[] {
    const problems: Problem[] = [];
    for (const {number: line, text: prose} of germanTextLines(text)) {
      const add = (message: string) => problems.push({file, line, message: `${message} (${terminologyFile})`});
      const allowed = [...prose.matchAll(allowPattern)].map((m) => [m.index, m.index + m[0].length]);
      for (const match of prose.matchAll(englishPattern)) {
        const end = match.index + match[0].length;
        // A product name is not a caption, unless a longer caption contains it ("Dimension Code for Prepaid Services").
        if (allowed.some(([from, to]) => from <= match.index && end <= to)) continue;
        if (isGloss(prose, match.index) || !standsAlone(prose, match.index, end, match[0])) continue;
        add(`"${match[0]}" is the English caption; write the German "${byEnglish.get(match[0])!.de}"`);
      }
      for (const match of prose.matchAll(variantPattern)) {
        const term = variantOf.get(match[0])!;
        add(`"${match[0]}" is a second German term for "${term.en}"; the German pages use "${term.de}"`);
      }
    }
    return [...problems, ...missingGlosses(file, text, terminology)];
  }

  return {check};
}

/** Every German doc and release note of the site, checked against its terminology. */
export function checkTerminology(siteDir: string): Problem[] {
  const terminology = readTerminology(path.join(siteDir, terminologyFile));
  const {check} = createChecker(terminology);
  return pageCaptions(siteDir, terminology).flatMap((page) => [
    ...check(page.file.file, page.text),
    // English captions on German pages that the terminology declares neither way.
    ...page.english
      .filter((caption) => caption.term === undefined)
      .map((caption) => ({
        file: caption.file,
        line: caption.line,
        message: `"${caption.caption}" is an English caption of ${twinOf(page.file)}; write its German caption, or declare it in ${terminologyFile}: in "terms" (with the German caption and its source, or "de": null and what was searched) or in "allow" (the same in German)`,
      })),
  ]);
}

/** `cli.ts terms [site-dir]`: one line per problem (`file:line: what to write instead`); 1 when there is any. */
export function main([siteDir = path.join(__dirname, '../..')]: string[]): number {
  let problems;
  try {
    problems = sortProblems(checkTerminology(path.resolve(siteDir)));
  } catch (error) {
    if (!(error instanceof TerminologyError)) throw error;
    console.error(error.message);
    return 1;
  }
  return printOutcome(
    problems.map(formatProblem),
    `${problems.length} terminology problem(s). See CONTRIBUTING.md, "Terminology".`,
    'Terminology check passed: German pages use the German captions of config/terminology/de.json, and it declares every English caption they keep.',
  );
}

export interface AreaShare {
  area: string;
  /** Bold and italic captions on the German pages. */
  captions: number;
  /** Captions identical to one of the English twin. */
  english: number;
  /** English captions the terminology declares unpublished (`de: null`). */
  unpublished: number;
  /** English captions the terminology lists with a German caption. */
  replaceable: number;
  /** English captions the terminology does not list. */
  undeclared: number;
}

/** The shares per area, the English captions that are not declared unpublished (`open`) and every English caption (`all`). */
export function report(siteDir: string) {
  const terminology = readTerminology(path.join(siteDir, terminologyFile));
  const areas = new Map<string, AreaShare>();
  const all: EnglishCaption[] = [];
  for (const page of pageCaptions(siteDir, terminology)) {
    if (page.file.kind !== 'doc') continue;
    const area = areaOf(page.file.rel);
    const share = areas.get(area) ?? {area, captions: 0, english: 0, unpublished: 0, replaceable: 0, undeclared: 0};
    areas.set(area, share);
    share.captions += page.captions.length;
    share.english += page.english.length;
    for (const {term} of page.english) share[term === undefined ? 'undeclared' : term.de === null ? 'unpublished' : 'replaceable']++;
    all.push(...page.english);
  }
  const open = all.filter((caption) => caption.term?.de !== null);
  return {areas: [...areas.values()].sort((a, b) => a.area.localeCompare(b.area)), open, all};
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

export function renderShares(rows: AreaShare[]): string {
  const counts = ['captions', 'english', 'unpublished', 'replaceable', 'undeclared'] as const;
  const total = {area: 'all', ...Object.fromEntries(counts.map((key) => [key, rows.reduce((sum, r) => sum + r[key], 0)]))} as AreaShare;
  const header = ['Area', 'Captions', 'English', 'declared unpublished', 'with German caption', 'undeclared'];
  const shares = (r: AreaShare) => [percent(r.english, r.captions), percent(r.english - r.unpublished, r.captions)];
  const cells = [...rows, total].map((r) => [r.area, ...counts.map((key) => r[key]), ...shares(r)]);
  return table([...header, 'English share', 'not declared unpublished'], cells);
}

/** `cli.ts terms-report`: the table of English captions per area, with `--list`/`--list-all` each caption. */
export function reportMain(args: string[]): number {
  const listAll = args.includes('--list-all');
  const list = listAll || args.includes('--list');
  const siteDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(__dirname, '../..'));
  const {areas, open, all} = report(siteDir);
  console.log(renderShares(areas));
  if (list) {
    console.log('');
    for (const c of listAll ? all : open) {
      const declared = c.term ? `terminology: ${c.term.de === null ? 'null' : `"${c.term.de}"`}` : 'not in the terminology';
      console.log(`${c.file}:${c.line}: ${c.caption} (${declared})`);
    }
  }
  return 0;
}
