/**
 * Mermaid diagrams as built: every page whose Markdown has ```mermaid blocks
 * shows as many inline SVG diagrams, in both languages, and no page or asset
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

const buildDir = path.join(siteDir, 'build');

/** The ```mermaid code blocks of a Markdown file; one shown inside a longer fence (as source) is text. */
function mermaidBlocks(markdown: string): number {
  let open: string | undefined;
  let count = 0;
  for (const line of markdown.split('\n')) {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (!fence) continue;
    if (!open) {
      open = fence[1];
      if (fence[2] === 'mermaid') count++;
    } else if (fence[1][0] === open[0] && fence[1].length >= open.length && !fence[2]) open = undefined;
  }
  return count;
}

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

function sourcesWithDiagrams(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const root of ['docs', 'blog', 'src/pages', 'api', 'i18n/de']) {
    if (!fs.existsSync(path.join(siteDir, root))) continue;
    for (const full of files(path.join(siteDir, root))) {
      if (!/\.mdx?$/.test(full)) continue;
      const blocks = mermaidBlocks(fs.readFileSync(full, 'utf8'));
      if (blocks) counts.set(path.relative(siteDir, full).split(path.sep).join('/'), blocks);
    }
  }
  return counts;
}

test('every page whose source has Mermaid blocks shows as many inline SVG diagrams, in both languages', () => {
  assert.ok(fs.existsSync(buildDir), 'there is no build/. Run `npm run build` first');
  const expected = sourcesWithDiagrams();
  assert.ok([...expected.keys()].some((f) => f.startsWith('i18n/de/')), 'German pages with diagrams exist');
  const seen = new Set<string>();
  for (const full of files(buildDir)) {
    if (!full.endsWith('.html') || full.includes(`${path.sep}assets${path.sep}`)) continue;
    const $ = cheerio.load(fs.readFileSync(full, 'utf8'));
    const edit = $('a.theme-edit-this-page').attr('href');
    const source = edit && /\/((?:docs|blog|src\/pages|api|i18n)\/[^?#]+\.mdx?)$/.exec(edit)?.[1];
    if (!source || !expected.has(source)) continue;
    seen.add(source);
    const page = path.relative(buildDir, full);
    const diagrams = $('figure.site-diagram > svg[role="img"]');
    assert.equal(diagrams.length, expected.get(source), `${page} (${source}): inline SVG diagrams`);
    diagrams.each((_, svg) => {
      const title = $(svg).find('title').first();
      const desc = $(svg).find('desc').first();
      assert.ok(title.text().trim() && $(svg).attr('aria-labelledby') === title.attr('id'), `${page}: a diagram without a title`);
      assert.ok(desc.text().trim() && $(svg).attr('aria-describedby') === desc.attr('id'), `${page}: a diagram without a description`);
      assert.equal($(svg).find('script, foreignObject').length, 0, `${page}: script or foreignObject in a diagram`);
    });
    assert.equal($('pre.language-mermaid, code.language-mermaid').length, 0, `${page}: a diagram left as code`);
  }
  const missing = [...expected.keys()].filter((source) => !seen.has(source));
  assert.deepEqual(missing, [], 'sources with diagrams whose built page was not found');
});

test('no page or asset loads the Mermaid runtime', () => {
  const offenders: string[] = [];
  for (const full of files(buildDir)) {
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
