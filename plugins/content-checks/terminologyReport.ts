/**
 * `cli.ts terms-report [--list | --list-all] [site-dir]`: how many of the captions on the German doc pages
 * are still English, per area (CONTRIBUTING.md, "Terminology").
 */
import path from 'node:path';
import {areaOf} from './content-files';
import {pageCaptions, readTerminology, terminologyFile, type EnglishCaption} from './terminology';

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
  const open: EnglishCaption[] = [];
  const all: EnglishCaption[] = [];
  for (const page of pageCaptions(siteDir, terminology)) {
    if (page.file.kind !== 'doc') continue;
    const area = areaOf(page.file.rel);
    const share = areas.get(area) ?? {area, captions: 0, english: 0, unpublished: 0, replaceable: 0, undeclared: 0};
    areas.set(area, share);
    share.captions += page.captions.length;
    share.english += page.english.length;
    for (const caption of page.english) {
      if (caption.term === undefined) share.undeclared++;
      else if (caption.term.de === null) share.unpublished++;
      else share.replaceable++;
      if (caption.term?.de !== null) open.push(caption);
      all.push(caption);
    }
  }
  return {areas: [...areas.values()].sort((a, b) => a.area.localeCompare(b.area)), open, all};
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

export function renderShares(rows: AreaShare[]): string {
  const counts = ['captions', 'english', 'unpublished', 'replaceable', 'undeclared'] as const;
  const total = {area: 'all', ...Object.fromEntries(counts.map((key) => [key, rows.reduce((sum, r) => sum + r[key], 0)]))} as AreaShare;
  const lines = [
    '| Area | Captions | English | declared unpublished | with German caption | undeclared | English share | not declared unpublished |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of [...rows, total]) {
    lines.push(
      `| ${r.area} | ${r.captions} | ${r.english} | ${r.unpublished} | ${r.replaceable} | ${r.undeclared} | ${percent(r.english, r.captions)} | ${percent(r.english - r.unpublished, r.captions)} |`,
    );
  }
  return lines.join('\n');
}

/** `cli.ts terms-report`: the table of English captions per area, with `--list`/`--list-all` each caption. */
export function main(args: string[]): number {
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
