/**
 * German words where German pages had English ones or two spellings: the
 * sidebar's professional services category and „Preisupdate“. Reads build/
 * (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {siteDir} from '../blogSource';

const buildDir = path.join(siteDir, 'build');

function page(file: string): cheerio.CheerioAPI {
  const full = path.join(buildDir, file);
  assert.ok(fs.existsSync(full), `build/${file} is missing${fs.existsSync(buildDir) ? '' : ': run `npm run build` first'}`);
  return cheerio.load(fs.readFileSync(full, 'utf8'));
}

test('the German sidebar calls the professional services category „Dienstleistungen“', () => {
  const $ = page('de/docs/pb/professional-services/introduction/index.html');
  const categories = $('.theme-doc-sidebar-menu .menu__list-item-collapsible .menu__link')
    .map((_, el) => $(el).text().trim())
    .get();
  assert.ok(categories.includes('Dienstleistungen'), categories.join(', '));
  assert.ok(!categories.includes('Professional Services'));
});

test('German pages write „Preisupdate“ only', () => {
  const $ = page('de/docs/srb/working-with-contracts/price-update/index.html');
  assert.equal($('h1').first().text().trim(), 'Preisupdate');
  const spellings = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        for (const [match] of fs.readFileSync(full, 'utf8').matchAll(/Preis[ -]Updates?\b/g)) spellings.add(`${match} (${path.relative(buildDir, full)})`);
      }
    }
  };
  walk(path.join(buildDir, 'de', 'docs'));
  walk(path.join(buildDir, 'de', 'blog'));
  assert.deepEqual([...spellings], []);
});
