/**
 * The build's `_redirects` and `_headers` against Cloudflare Pages' limits (pagesLimits), counted as
 * Pages' parser counts them. hosts.test.ts checks that the Pages runtime read exactly these rules.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {headerRuleCount, pagesLimits, redirectRuleCounts} from '../../plugins/host-config/staticHost';

const root = path.resolve(__dirname, '../..', process.env.HOSTS_BUILD_DIR ?? 'build');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

test("_redirects stays within Pages' limits of static and dynamic rules and line length", (t) => {
  const text = read('_redirects');
  const counts = redirectRuleCounts(text);
  const folderPages = text.split('\n').filter((line) => /^(\S+) \1\/ 200$/.test(line)).length;
  t.diagnostic(
    `_redirects: ${counts.static} static rules of ${pagesLimits.staticRedirects} (${folderPages} of them serve a folder page ` +
      `at its path), ${counts.dynamic} dynamic of ${pagesLimits.dynamicRedirects}, longest line ${counts.longestLine} ` +
      `characters of ${pagesLimits.lineLength}`,
  );
  assert.ok(counts.static <= pagesLimits.staticRedirects, `${counts.static} static rules`);
  assert.ok(counts.dynamic <= pagesLimits.dynamicRedirects, `${counts.dynamic} dynamic rules`);
  assert.ok(counts.longestLine <= pagesLimits.lineLength, `a line of ${counts.longestLine} characters`);
  assert.ok(counts.static > 0 && counts.dynamic > 0, 'the build has both kinds of rule');
});

test("_headers stays within Pages' limits of rules and line length", (t) => {
  const text = read('_headers');
  const rules = headerRuleCount(text);
  const longest = Math.max(...text.split('\n').map((line) => line.trim().length));
  t.diagnostic(`_headers: ${rules} rules of ${pagesLimits.headerRules}, longest line ${longest} characters of ${pagesLimits.lineLength}`);
  assert.ok(rules > 0 && rules <= pagesLimits.headerRules, `${rules} rules`);
  assert.ok(longest <= pagesLimits.lineLength, `a line of ${longest} characters`);
});
