import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {allAreas, footerGroups, moreAppsGroup} from '../../config/products';

/**
 * Where German text in `text` spells a product's name in one of its
 * `deVariants`: each hit with its 1-based line, the variant and the name to
 * write instead. A variant counts only as a whole word ("Managed Service
 * Provider" is not a hit inside "Managed Service Providers").
 */
function productNameVariants(text: string): {line: number; variant: string; name: string}[] {
  const hits: {line: number; variant: string; name: string}[] = [];
  for (const area of allAreas()) {
    for (const variant of area.deVariants ?? []) {
      const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}]|-(?=\\p{L}))`, 'gu');
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        hits.push({line, variant, name: area.name.de});
      }
    }
  }
  return hits.sort((a, b) => a.line - b.line);
}

const siteDir = path.resolve(__dirname, '../..');
const germanDir = path.join(siteDir, 'i18n', 'de');

function germanFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return germanFiles(file);
    return /\.(md|mdx|json|ya?ml)$/.test(entry.name) ? [file] : [];
  });
}

test('a variant of a German product name is found as a whole word, with its line', () => {
  assert.deepEqual(productNameVariants('Eins\nMehr zu Managed Service Provider und Projekt- und Ressourcenplanung.\n'), [
    {line: 2, variant: 'Managed Service Provider', name: 'Managed Service Providers'},
    {line: 2, variant: 'Projekt- und Ressourcenplanung', name: 'Project & Resource Planning'},
  ]);
  assert.deepEqual(productNameVariants('In der Web App erfassen'), [{line: 1, variant: 'Web App', name: 'Web-App'}]);
});

test('the German product names themselves are no variant', () => {
  const names = allAreas()
    .map((area) => area.name.de)
    .join('\n');
  assert.deepEqual(productNameVariants(names), []);
  assert.deepEqual(productNameVariants('Release Notes zu Managed Service Providers in der Web-App'), []);
});

test('no variant is a German name of another product', () => {
  const names = new Set(allAreas().map((area) => area.name.de));
  for (const area of allAreas())
    for (const variant of area.deVariants ?? []) assert.ok(!names.has(variant), `${area.dir}: "${variant}" is a product name`);
});

test('German pages, release notes, tags and interface texts write each product name one way (config/products.ts)', () => {
  const problems = germanFiles(germanDir).flatMap((file) =>
    productNameVariants(fs.readFileSync(file, 'utf8')).map(
      ({line, variant, name}) => `${path.relative(siteDir, file)}:${line}: "${variant}" — write "${name}" (config/products.ts)`,
    ),
  );
  const configTexts = [
    ...allAreas().map((area) => area.summary.de),
    ...Object.values(footerGroups).map((group) => group.de),
    moreAppsGroup.de,
  ];
  for (const text of configTexts) {
    for (const {variant, name} of productNameVariants(text)) problems.push(`config/products.ts: "${variant}" — write "${name}"`);
  }
  assert.deepEqual(problems, []);
});

test('the German tag of an app is labelled with its German name', () => {
  const tags = fs.readFileSync(path.join(germanDir, 'docusaurus-plugin-content-blog', 'tags.yml'), 'utf8');
  for (const area of allAreas()) {
    if (!area.blogTag || area.code === 'general') continue;
    const label = new RegExp(`^${area.blogTag}:\\n  label: (.+)$`, 'm').exec(tags)?.[1];
    assert.equal(label, area.name.de, `tag ${area.blogTag}`);
  }
});
