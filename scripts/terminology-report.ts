/**
 * The share of English interface captions among the bold interface terms of the
 * German pages, per docs area and for the release notes.
 *
 *   tsx scripts/terminology-report.ts [site-dir]
 *
 * A bold term is an English caption when it is an English caption of
 * config/terminology/de.json; product names and proper nouns (its "allow"
 * list) are left out of the count.
 */
import fs from 'node:fs';
import path from 'node:path';
import {areaOf, listContent} from './checks/content-files';
import {germanTextLines, readTerminology, terminologyFile} from './checks/terminology';

export interface AreaShare {
  area: string;
  bold: number;
  /** English captions that have a published German caption. */
  replaceable: number;
  /** English captions without a published German caption. */
  unpublished: number;
}

export function shares(siteDir: string): AreaShare[] {
  const terminology = readTerminology(path.join(siteDir, terminologyFile));
  const byEnglish = new Map(terminology.terms.map((t) => [t.en, t]));
  const allowed = new Set(terminology.allow);
  const areas = new Map<string, AreaShare>();
  for (const file of listContent(siteDir).filter((f) => f.locale === 'de')) {
    const area = file.kind === 'post' ? 'release notes' : areaOf(file.rel);
    const share = areas.get(area) ?? {area, bold: 0, replaceable: 0, unpublished: 0};
    areas.set(area, share);
    for (const line of germanTextLines(fs.readFileSync(path.join(siteDir, file.file), 'utf8'))) {
      for (const match of line.text.matchAll(/\*\*([^*]+?)[.:]?\*\*/g)) {
        const term = match[1].trim();
        if (allowed.has(term)) continue;
        share.bold++;
        const entry = byEnglish.get(term);
        if (!entry || entry.de === entry.en) continue;
        if (entry.de === null) share.unpublished++;
        else share.replaceable++;
      }
    }
  }
  return [...areas.values()].sort((a, b) => a.area.localeCompare(b.area));
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

export function renderShares(rows: AreaShare[]): string {
  const total = rows.reduce(
    (t, r) => ({
      area: 'all',
      bold: t.bold + r.bold,
      replaceable: t.replaceable + r.replaceable,
      unpublished: t.unpublished + r.unpublished,
    }),
    {
      area: 'all',
      bold: 0,
      replaceable: 0,
      unpublished: 0,
    },
  );
  const lines = [
    '| Area | Bold terms | English, German published | English, none published | English share |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const r of [...rows, total]) {
    lines.push(`| ${r.area} | ${r.bold} | ${r.replaceable} | ${r.unpublished} | ${percent(r.replaceable + r.unpublished, r.bold)} |`);
  }
  return lines.join('\n');
}

if (require.main === module) {
  console.log(renderShares(shares(path.resolve(process.argv[2] ?? path.join(__dirname, '..')))));
}
