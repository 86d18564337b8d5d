/**
 * Mermaid diagrams as built: every page whose Markdown has ```mermaid blocks
 * shows as many inline SVG diagrams, in both languages, each named by a title
 * of its own in the page's language; none is wider than the doc column at
 * 1280 px unless its source marks it ```mermaid wide; and no page or asset
 * loads the Mermaid runtime. Reads build/ (see blog-output.test.ts for when
 * this runs); the build must carry edit links (REPOSITORY_URL), which name
 * each page's source file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {siteDir} from '../blogSource';
import {filesOf, htmlFilesOf} from '../html';
import {COLUMN_WIDTH, MIN_SCALE, fitsColumn, markedWide} from '../../plugins/diagrams/layout';

const buildDir = path.join(siteDir, 'build');

type Block = {line: number; wide: boolean};

/** The ```mermaid code blocks of a Markdown file, with their line and meta; one shown inside a longer fence (as source) is text. */
function mermaidBlocks(markdown: string): Block[] {
  let open: string | undefined;
  const blocks: Block[] = [];
  for (const [index, line] of markdown.split('\n').entries()) {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w-]*)(.*)$/.exec(line);
    if (!fence) continue;
    if (!open) {
      open = fence[1];
      if (fence[2] === 'mermaid') blocks.push({line: index + 1, wide: markedWide(fence[3].trim())});
    } else if (fence[1][0] === open[0] && fence[1].length >= open.length && !fence[2]) open = undefined;
  }
  return blocks;
}

function sourcesWithDiagrams(): Map<string, Block[]> {
  const found = new Map<string, Block[]>();
  for (const root of ['docs', 'blog', 'src/pages', 'api', 'i18n/de']) {
    if (!fs.existsSync(path.join(siteDir, root))) continue;
    for (const full of filesOf(path.join(siteDir, root))) {
      if (!/\.mdx?$/.test(full)) continue;
      const blocks = mermaidBlocks(fs.readFileSync(full, 'utf8'));
      if (blocks.length) found.set(path.relative(siteDir, full).split(path.sep).join('/'), blocks);
    }
  }
  return found;
}

type Shown = {page: string; wide: boolean; width: number; title: string};

/** The diagrams each source's built page shows, in order (the first page found for a source). */
function builtDiagrams(expected: Map<string, Block[]>): Map<string, Shown[]> {
  const shown = new Map<string, Shown[]>();
  for (const full of htmlFilesOf(buildDir)) {
    const html = fs.readFileSync(full, 'utf8');
    // Only the pages of those sources are parsed; the source is read off the edit link.
    const source = /\/edit\/[^\s"'>]+?\/((?:docs|blog|src\/pages|api|i18n)\/[^\s"'>?#]+\.mdx?)["'\s>]/.exec(html)?.[1];
    if (!source || !expected.has(source) || shown.has(source)) continue;
    const $ = cheerio.load(html);
    assert.equal($('a.theme-edit-this-page').attr('href')?.endsWith(`/${source}`), true, `${source}: the page's edit link`);
    const page = path.relative(buildDir, full);
    const diagrams = $('figure.site-diagram .site-diagram__scroll > svg[role="img"]');
    assert.equal(diagrams.length, expected.get(source)!.length, `${page} (${source}): inline SVG diagrams`);
    const list: Shown[] = [];
    diagrams.each((_, svg) => {
      const title = $(svg).find('title').first();
      const desc = $(svg).find('desc').first();
      assert.ok(title.text().trim() && $(svg).attr('aria-labelledby') === title.attr('id'), `${page}: a diagram without a title`);
      assert.ok(desc.text().trim() && $(svg).attr('aria-describedby') === desc.attr('id'), `${page}: a diagram without a description`);
      assert.equal($(svg).find('script, foreignObject').length, 0, `${page}: script or foreignObject in a diagram`);
      // The scrolling box is a tab stop, named by the diagram's title.
      const box = $(svg).parent();
      assert.ok(box.attr('tabindex') === '0' && box.attr('aria-labelledby') === title.attr('id'), `${page}: a diagram's box is no named tab stop`);
      const figure = $(svg).closest('figure.site-diagram');
      list.push({
        page,
        wide: figure.attr('data-wide') !== undefined,
        width: Number(($(svg).attr('viewBox') ?? '').split(/[\s,]+/)[2]),
        title: title.text().trim(),
      });
    });
    assert.equal($('pre.language-mermaid, code.language-mermaid').length, 0, `${page}: a diagram left as code`);
    shown.set(source, list);
  }
  return shown;
}

let built: {expected: Map<string, Block[]>; shown: Map<string, Shown[]>} | undefined;
function diagrams() {
  if (!built) {
    assert.ok(fs.existsSync(buildDir), 'there is no build/. Run `npm run build` first');
    const expected = sourcesWithDiagrams();
    built = {expected, shown: builtDiagrams(expected)};
  }
  return built;
}

test('every page whose source has Mermaid blocks shows as many inline SVG diagrams, in both languages', () => {
  const {expected, shown} = diagrams();
  assert.ok([...expected.keys()].some((f) => f.startsWith('i18n/de/')), 'German pages with diagrams exist');
  const missing = [...expected.keys()].filter((source) => !shown.has(source));
  assert.deepEqual(missing, [], 'sources with diagrams whose built page was not found');
});

test(`no diagram is wider than the doc column at 1280 px (${COLUMN_WIDTH} px, at ${MIN_SCALE * 100} %) unless its source marks it \`\`\`mermaid wide`, () => {
  const {expected, shown} = diagrams();
  const tooWide: string[] = [];
  for (const [source, list] of shown) {
    list.forEach((diagram, n) => {
      const block = expected.get(source)![n];
      assert.equal(diagram.wide, block.wide, `${source}:${block.line}: the page's figure and the source disagree on "wide"`);
      assert.ok(diagram.width > 0, `${diagram.page}: a diagram without a drawn width`);
      if (!block.wide && !fitsColumn(diagram.width)) {
        tooWide.push(`${source}:${block.line}: ${Math.ceil(diagram.width)} px wide, scrolls at 1280 px (shorten its labels, split it, or mark it \`\`\`mermaid wide)`);
      }
    });
  }
  assert.deepEqual(tooWide, [], 'diagrams wider than the column');
});

test('every diagram has a title of its own, in the page’s language: not just "Diagram", not the English one on a German page', () => {
  const {expected, shown} = diagrams();
  const problems: string[] = [];
  const germanTwin = /^i18n\/de\/docusaurus-plugin-content-docs\/current\//;
  for (const [source, list] of shown) {
    list.forEach(({title}, n) => {
      const where = `${source}:${expected.get(source)![n].line}`;
      if (/^(?:diagram|diagramm)$/i.test(title)) problems.push(`${where}: titled only "${title}"`);
      if (!germanTwin.test(source)) return;
      const english = shown.get(source.replace(germanTwin, 'docs/'))?.[n]?.title;
      if (english === title) problems.push(`${where}: the English title "${title}" (write accTitle in German)`);
    });
  }
  assert.deepEqual(problems, [], 'diagram titles');
});

test('no page or asset loads the Mermaid runtime', () => {
  const offenders: string[] = [];
  for (const full of filesOf(buildDir)) {
    const name = path.relative(buildDir, full);
    if (/\.(js|css)$/.test(name) && /mermaid/i.test(path.basename(name))) offenders.push(`${name}: a Mermaid asset`);
    if (!/\.(html|js)$/.test(name)) continue;
    const text = fs.readFileSync(full, 'utf8');
    for (const marker of ['docusaurus-mermaid-container', 'theme-mermaid', 'mermaid_dist_mermaid']) {
      if (text.includes(marker)) offenders.push(`${name}: "${marker}"`);
    }
  }
  assert.deepEqual(offenders.slice(0, 20), [], `${offenders.length} files reference Mermaid's runtime`);
});
