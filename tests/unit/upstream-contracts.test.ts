/** Contracts on upstream files (plugins/upstream-contracts): what a release that changes one does to the build. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {brokenContracts, checkContracts, hashOf, readRecorded, record, splitUpstream} from '../../plugins/upstream-contracts/contracts';
import {allContracts, componentContracts, pieceContracts} from '../../plugins/upstream-contracts';
import {pieces} from '../../plugins/performance/pieces';
import {replacedComponents} from '../../plugins/upstream-contracts/replaced';

const repoDir = path.join(__dirname, '../..');
/** The site's theme folders: src/theme and each local plugin's theme/, except the performance layer's pieces. */
const themeDirs = ['src/theme', ...fs.readdirSync(path.join(repoDir, 'plugins')).map((name) => `plugins/${name}/theme`)].filter((dir) =>
  fs.existsSync(path.join(repoDir, dir)),
);

test('the recorded hashes are those of the installed files, and every contract holds', () => {
  assert.deepEqual(
    record(allContracts(), {previous: readRecorded()}),
    readRecorded(),
    'run npm run upstream:record after reviewing the change',
  );
  assert.deepEqual(brokenContracts(allContracts(), readRecorded()), []);
});

test('package names and paths: scoped and unscoped', () => {
  assert.deepEqual(splitUpstream('@docusaurus/core/lib/client/preload.js'), ['@docusaurus/core', 'lib/client/preload.js']);
  assert.deepEqual(splitUpstream('history/esm/history.js'), ['history', 'esm/history.js']);
  assert.equal(hashOf('@docusaurus/core/lib/no-such-file.js'), undefined);
});

test('a release that changes a file a piece depends on stops the build, naming the piece, the file and the switch', () => {
  const recorded = readRecorded();
  const changed = '@docusaurus/core/lib/client/preload.js';
  const hash = (file: string) => (file === changed ? '0'.repeat(64) : hashOf(file));
  const broken = brokenContracts(pieceContracts(pieces), recorded, hash);
  assert.equal(broken.length, 1, broken.join('\n'));
  assert.match(broken[0], /plugins\/performance\/client-routes:/);
  assert.match(broken[0], /@docusaurus\/core\/lib\/client\/preload\.js changed since 3\.10\.2/);
  assert.match(broken[0], /PERFORMANCE_LAYER_SKIP=client-routes \(or PERFORMANCE_LAYER=off\)/);
  // A piece that is off has no contract to keep.
  const without = pieces.filter((p) => p.name !== 'client-routes');
  assert.deepEqual(brokenContracts(pieceContracts(without), recorded, hash), []);
});

test('a release that changes or drops a replaced component names the component', () => {
  const recorded = readRecorded();
  const gone = '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js';
  assert.throws(
    () => checkContracts(componentContracts(), {...recorded, hashes: {...recorded.hashes, [gone]: 'f'.repeat(64)}}),
    /plugins\/search\/theme\/SearchPage:\n\s+@docusaurus\/theme-search-algolia\/lib\/theme\/SearchPage\/index\.js changed since 3\.10\.2/,
  );
  const broken = brokenContracts(componentContracts(), recorded, (file) => (file === gone ? undefined : hashOf(file)));
  assert.match(broken.join('\n'), /SearchPage\/index\.js is gone \(recorded from 3\.10\.2\)/);
});

test('a file no one recorded is reported, not trusted', () => {
  const recorded = readRecorded();
  const contract = {owner: 'src/theme/X', files: ['@docusaurus/core/package.json'], switchOff: 'delete it'};
  assert.match(brokenContracts([contract], recorded).join(''), /has no recorded hash/);
});

test('every component in the theme folders of the site and its plugins that does not wrap its original is in the list of replaced components, and only those', () => {
  assert.ok(themeDirs.includes('plugins/search/theme'), themeDirs.join(', '));
  const files = themeDirs.flatMap((dir) =>
    (fs.readdirSync(path.join(repoDir, dir), {recursive: true, encoding: 'utf8'}) as string[])
      .filter((f) => /(^|[\\/])index\.tsx$/.test(f))
      .map((f) => path.join(dir, f)),
  );
  const replacing = files
    .filter((f) => !/@theme-(original|init)\//.test(fs.readFileSync(path.join(repoDir, f), 'utf8')))
    .map((f) => path.dirname(f).split(path.sep).join('/'))
    .sort();
  assert.deepEqual(replacing, replacedComponents.map((c) => c.component).sort());
  for (const c of replacedComponents) assert.ok(c.why.length > 10, `${c.component}: say why it replaces rather than wraps`);
});

test('UPSTREAM_CONTRACTS=warn reports a broken contract and goes on; any other value stops', () => {
  const recorded = readRecorded();
  const file = '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js';
  const changed = {...recorded, hashes: {...recorded.hashes, [file]: 'f'.repeat(64)}};
  const warnings: unknown[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    checkContracts(componentContracts(), changed, {UPSTREAM_CONTRACTS: 'warn'});
  } finally {
    console.warn = warn;
  }
  assert.match(String(warnings[0]), /plugins\/search\/theme\/SearchPage/);
  assert.throws(
    () => checkContracts(componentContracts(), changed, {UPSTREAM_CONTRACTS: 'off'}),
    /expected "check" \(the default\) or "warn"/,
  );
  assert.throws(() => checkContracts(componentContracts(), changed, {}), /SearchPage/);
});

test("every theme component a piece of the layer provides is in that piece's contract, and in src/theme only when it wraps", () => {
  const layerDir = path.join(__dirname, '../../plugins/performance');
  for (const piece of pieces) {
    const themePath = path.join(layerDir, piece.name, 'theme');
    if (!fs.existsSync(themePath)) continue;
    const components = (fs.readdirSync(themePath, {recursive: true, encoding: 'utf8'}) as string[])
      .filter((f) => /(^|[\\/])index\.tsx?$/.test(f))
      .map((f) => path.dirname(f).split(path.sep).join('/'));
    assert.ok(components.length > 0, `${piece.name}/theme has no component`);
    for (const component of components) {
      assert.ok(
        piece.upstream.some((file) => file.endsWith(`/lib/theme/${component}/index.js`)),
        `${piece.name} provides ${component} but its contract does not name the theme's`,
      );
      // src/theme would win over the piece's component, whatever the switch says.
      assert.ok(
        !fs.existsSync(path.join(repoDir, 'src/theme', component, 'index.tsx')),
        `${component} is in src/theme and in ${piece.name}`,
      );
    }
  }
});

test('recording a new or changed file needs the reason the review found, kept next to its hash with the date', () => {
  const contracts = [{owner: 'x', files: ['pkg/a.js', 'pkg/b.js'], switchOff: ''}];
  const previous = {
    versions: {},
    hashes: {'pkg/a.js': 'h1', 'pkg/b.js': 'h2'},
    reasons: {'pkg/a.js': {date: '2026-01-01', reason: 'first'}},
  };
  const hash = (file: string) => ({'pkg/a.js': 'h1', 'pkg/b.js': 'h3'})[file];
  assert.throws(() => record(contracts, {previous, hash}), /new or changed: pkg\/b\.js[\s\S]*--reason/);
  const recorded = record(contracts, {previous, hash, reason: ' b.js renamed a prop; the piece follows ', date: '2026-11-28'});
  assert.deepEqual(recorded.hashes, {'pkg/a.js': 'h1', 'pkg/b.js': 'h3'});
  assert.deepEqual(recorded.reasons, {
    'pkg/a.js': {date: '2026-01-01', reason: 'first'},
    'pkg/b.js': {date: '2026-11-28', reason: 'b.js renamed a prop; the piece follows'},
  });
  // Nothing changed: no reason needed, and the recorded ones stay.
  assert.deepEqual(record(contracts, {previous: recorded, hash}).reasons, recorded.reasons);
});
