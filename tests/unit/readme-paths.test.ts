/**
 * The READMEs and the evidence files (bench/results) name files that exist: every relative
 * Markdown link, and every backticked path that starts with a top-level folder of the
 * repository (`plugins/…`, `tests/…`), from the repository's root or the README's folder.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const repoDir = path.resolve(__dirname, '../..');

/** Folders no README lives in: installed, generated or built. */
const skippedDirs = new Set(['node_modules', 'build', 'build-test', 'build-nosample', 'reports', 'test-results', 'playwright-report']);

/** Paths a README names that are not in the repository on purpose, each with why. */
const notInRepository = new Map<string, string>([
  ['bench/tools/node_modules/', 'installed by the benchmark on its first run'],
  ['bench/.plain/', 'the plain Docusaurus site the benchmark makes, not committed'],
  ['docs/general/terms-conditions', 'a doc id (the file is terms-conditions.md)'],
  // Dated records name the benchmark's files of their day; these went on 2026-12-06 (bench/results/2026-12-06-bench.md).
  ['scripts/bench/cpu.ts', 'the host-speed correction, since in scripts/bench/lighthouse.ts'],
  ['scripts/bench/ablation/verdict.ts', "the ablation's rule, since in scripts/bench/ablation.ts"],
]);

function readmes(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.name.startsWith('.') || skippedDirs.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) readmes(full, found);
    else if (entry.name === 'README.md' || path.relative(repoDir, dir) === path.join('bench', 'results')) found.push(full);
  }
  return found;
}

const topLevel = fs
  .readdirSync(repoDir, {withFileTypes: true})
  .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !skippedDirs.has(e.name))
  .map((e) => e.name);

/** Relative link targets and backticked repository paths, outside fenced code blocks. */
export function namedPaths(markdown: string): {links: string[]; paths: string[]} {
  const text = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1].replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target));
  // The text of a link to another site names a file there.
  const ownText = text.replace(/\[[^\]]*\]\([a-z][a-z0-9+.-]*:[^)]*\)/gi, '');
  const paths = [...ownText.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1])
    .filter((code) => /^[\w.-]+\/[\w./-]*$/.test(code) && topLevel.includes(code.split('/')[0]));
  return {links, paths};
}

test('namedPaths: relative links and backticked repository paths, not code blocks, other sites or other code', () => {
  const {links, paths} = namedPaths(
    [
      'See [the tests](../tests/README.md#hosts), [a site](https://example.org/) and [here](#top).',
      'Lighthouse: [`docs/throttling.md`](https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md).',
      '`plugins/search/index.ts`, `tests/`, `npm run bench`, `a/b`, `theme/`, `plugins/<name>/theme`.',
      '```sh',
      '[not](a/link.md) `plugins/not-checked.ts`',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(links, ['../tests/README.md']);
  assert.deepEqual(paths, ['plugins/search/index.ts', 'tests/']);
});

test('every path a README or an evidence file names exists', () => {
  const missing: string[] = [];
  for (const file of readmes(repoDir)) {
    const dir = path.dirname(file);
    const name = path.relative(repoDir, file);
    const {links, paths} = namedPaths(fs.readFileSync(file, 'utf8'));
    for (const link of links) {
      if (!fs.existsSync(path.resolve(dir, decodeURI(link)))) missing.push(`${name}: link ${link}`);
    }
    for (const named of paths) {
      if (notInRepository.has(named)) continue;
      if (!fs.existsSync(path.join(repoDir, named)) && !fs.existsSync(path.join(dir, named))) missing.push(`${name}: \`${named}\``);
    }
  }
  assert.deepEqual(missing, [], `paths that do not exist:\n${missing.join('\n')}`);
});
