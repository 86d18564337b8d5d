/**
 * Installs another Docusaurus release over the locked one, for the upgrade
 * rehearsal (.github/workflows/upgrade-rehearsal.yml). Never commits anything.
 *
 *   tsx scripts/upgrade/docusaurus.ts newest    the newest 3.x release of every @docusaurus package
 *   tsx scripts/upgrade/docusaurus.ts canary    the newest v4 canary (information only)
 *
 * Afterwards: `npm run --silent upstream:report` lists the contracts the release broke.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {npmCommand} from '../node-bin';

const siteDir = path.resolve(__dirname, '..', '..');

/** The site's Docusaurus packages (the benchmark's plain site has its own, in bench/tools/package.json). */
export function docusaurusPackages(pkg: {dependencies?: Record<string, string>; devDependencies?: Record<string, string>}): string[] {
  return Object.keys({...pkg.dependencies, ...pkg.devDependencies})
    .filter((name) => name.startsWith('@docusaurus/'))
    .sort();
}

/**
 * The newest version every package has: the greatest 3.x release, or the greatest
 * 4.0.0 canary (a canary is not always published for every package).
 */
export function pickVersion(versionsByPackage: readonly (readonly string[])[], target: 'newest' | 'canary'): string {
  const [first = [], ...rest] = versionsByPackage;
  const versions = first.filter((v) => rest.every((list) => list.includes(v)));
  const pattern = target === 'newest' ? /^3\.\d+\.\d+$/ : /^4\.0\.0-canary-\d+$/;
  // Numbers by their value: 3.10 after 3.9, canary-10001 after canary-6822.
  const candidates = versions.filter((v) => pattern.test(v)).sort(new Intl.Collator('en', {numeric: true}).compare);
  if (!candidates.length)
    throw new Error(`No ${target === 'newest' ? '3.x release' : 'v4 canary'} is published for every Docusaurus package.`);
  return candidates[candidates.length - 1];
}

function npm(args: string[], capture = false): string {
  const {command, args: full, shell} = npmCommand(args);
  return (
    execFileSync(command, full, {cwd: siteDir, shell, encoding: 'utf8', stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit'}) ?? ''
  );
}

function main(): void {
  const target = process.argv[2];
  if (target !== 'newest' && target !== 'canary') throw new Error('Usage: tsx scripts/upgrade/docusaurus.ts newest|canary');
  const packages = docusaurusPackages(JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')));
  const published = packages.map((name) => JSON.parse(npm(['view', name, 'versions', '--json'], true)) as string[]);
  const version = pickVersion(published, target);
  console.log(`Installing Docusaurus ${version}: ${packages.join(', ')}`);
  // A canary may ask for peers newer than the site's (TypeScript, React): installed anyway, as information.
  const peers = target === 'canary' ? ['--legacy-peer-deps'] : [];
  npm(['install', '--no-audit', '--no-fund', ...peers, ...packages.map((name) => `${name}@${version}`)]);
}

if (require.main === module) main();
