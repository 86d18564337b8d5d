/**
 * The plain Docusaurus baseline the ratio budgets compare with: a site made
 * from the classic TypeScript template of the site's Docusaurus version
 * (create-docusaurus), with its home page and stock components, nothing
 * swizzled, and as many docs and release notes per language as ours
 * (plain-content.ts). It lives in bench/.plain/ (not committed), uses the
 * packages of bench/tools/ (the template's, at the site's version, with the
 * Mermaid theme; installed on the benchmark's first run) through a symlink,
 * and is built in English only, like the pages the benchmark measures.
 *
 * A build is reused while its inputs are unchanged: the Docusaurus version,
 * the generator's source (this file and plain-content.ts) and the counts.
 *
 *   tsx scripts/bench/plain-site.ts     generate and build it (or report the reused build)
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {plainConfig, plainSiteContent, type PlainSiteCounts} from './plain-content';
import {nodeBin} from '../node-bin';
import {benchToolsDir, ensureBenchTools} from './tools';

export const plainSiteDir = (siteDir: string) => path.join(siteDir, 'bench', '.plain');
export const plainBuildDir = (siteDir: string) => path.join(plainSiteDir(siteDir), 'build');
const stampFile = (siteDir: string) => path.join(plainSiteDir(siteDir), 'plain-site.json');

/** What a plain build depends on; a change to any of them means a new build. */
export interface PlainSiteInputs {
  docusaurusVersion: string;
  generatorHash: string;
  counts: PlainSiteCounts;
}
export interface PlainSiteStamp extends PlainSiteInputs {
  builtAt: string;
  buildSeconds: number;
}
export interface PlainSite {
  buildDir: string;
  stamp: PlainSiteStamp;
  reused: boolean;
}

const isContentFile = (name: string) => /\.mdx?$/.test(name) && !name.startsWith('_');

function countFiles(dir: string, matches: (name: string) => boolean): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((rel) => !rel.split(path.sep).some((part) => part.startsWith('_')) && matches(path.basename(rel))).length;
}

/**
 * Docs and release notes of our English build: docs/ plus the API reference
 * (api/, with the operation pages `npm run api:generate` writes), posts under blog/,
 * and the apps as docs/' top-level folders.
 */
export function countOurContent(siteDir: string): PlainSiteCounts {
  const apiReference = path.join(siteDir, 'api');
  const generated = fs.existsSync(apiReference) && countFiles(apiReference, (name) => name.endsWith('.api.mdx')) > 0;
  if (!generated) throw new Error(`${apiReference}: no generated operation pages to count. Run \`npm run api:generate\`.`);
  const docsDir = path.join(siteDir, 'docs');
  return {
    docs: countFiles(docsDir, isContentFile) + countFiles(apiReference, isContentFile),
    posts: countFiles(path.join(siteDir, 'blog'), isContentFile),
    areas: fs.readdirSync(docsDir, {withFileTypes: true}).filter((entry) => entry.isDirectory() && !entry.name.startsWith('_')).length,
  };
}

function packageVersion(dir: string, name: string): string {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm install\` in ${dir}.`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
}

/** The generator's own source: a change to how the site is made means a new build. */
export function generatorHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of ['plain-site.ts', 'plain-content.ts']) hash.update(fs.readFileSync(path.join(__dirname, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The plain site's packages, each at the site's Docusaurus version, or an error saying where to set it. */
export function checkPlainVersions(docusaurusVersion: string, plainVersions: Record<string, string>): void {
  const other = Object.entries(plainVersions).filter(([, version]) => version !== docusaurusVersion);
  if (other.length) {
    throw new Error(
      `${other.map(([name, version]) => `${name} ${version}`).join(', ')} in bench/tools/ but @docusaurus/core ${docusaurusVersion} in the site: ` +
        `set ${docusaurusVersion} in bench/tools/package.json, so the plain site is the same release as ours.`,
    );
  }
}

export function plainSiteInputs(siteDir: string, toolsDir = benchToolsDir): PlainSiteInputs {
  const docusaurusVersion = packageVersion(siteDir, '@docusaurus/core');
  const plainPackages = ['create-docusaurus', '@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/theme-mermaid'];
  checkPlainVersions(docusaurusVersion, Object.fromEntries(plainPackages.map((name) => [name, packageVersion(toolsDir, name)])));
  return {docusaurusVersion, generatorHash: generatorHash(), counts: countOurContent(siteDir)};
}

export function sameInputs(a: PlainSiteInputs, b: PlainSiteInputs): boolean {
  return (
    a.docusaurusVersion === b.docusaurusVersion &&
    a.generatorHash === b.generatorHash &&
    (Object.keys(a.counts) as (keyof PlainSiteCounts)[]).every((key) => a.counts[key] === b.counts[key])
  );
}

function readStamp(siteDir: string): PlainSiteStamp | null {
  try {
    return JSON.parse(fs.readFileSync(stampFile(siteDir), 'utf8')) as PlainSiteStamp;
  } catch {
    return null;
  }
}

/** Writes the site: the template (shared files, then its TypeScript variant), our generated content and configuration. */
export function generatePlainSite(siteDir: string, counts: PlainSiteCounts): string {
  const dir = plainSiteDir(siteDir);
  const templates = path.join(benchToolsDir, 'node_modules', 'create-docusaurus', 'templates');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const template of ['shared', 'classic-typescript']) fs.cpSync(path.join(templates, template), dir, {recursive: true});
  // The template's sample docs and posts give way to content of our size.
  for (const sample of ['docs', 'blog', 'gitignore', 'pnpm-workspace.yaml'])
    fs.rmSync(path.join(dir, sample), {recursive: true, force: true});
  for (const [rel, content] of plainSiteContent(counts)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  }
  fs.writeFileSync(path.join(dir, 'docusaurus.config.ts'), plainConfig());
  // No install of its own: bench/tools' packages (a relative link, so the folder can move with the repository).
  fs.symlinkSync(path.relative(dir, path.join(benchToolsDir, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The plain site's build: reused while its inputs are unchanged, otherwise generated and built (English only). */
export function ensurePlainSite(siteDir: string, log: (line: string) => void = console.log): PlainSite {
  ensureBenchTools();
  const inputs = plainSiteInputs(siteDir);
  const previous = readStamp(siteDir);
  const buildDir = plainBuildDir(siteDir);
  if (previous && sameInputs(previous, inputs) && fs.existsSync(path.join(buildDir, 'index.html'))) {
    log(`Plain Docusaurus site: reusing the build of ${previous.builtAt} (inputs unchanged).`);
    return {buildDir, stamp: previous, reused: true};
  }
  const {docs, posts, areas} = inputs.counts;
  log(`Plain Docusaurus site: generating ${docs} docs in ${areas} areas and ${posts} posts, then building them…`);
  const dir = generatePlainSite(siteDir, inputs.counts);
  const started = Date.now();
  const {command, args} = nodeBin('docusaurus', ['build', '--locale', 'en'], benchToolsDir);
  const result = spawnSync(command, args, {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`${dir}: \`docusaurus build --locale en\` failed (exit ${result.status}).`);
  const stamp: PlainSiteStamp = {...inputs, builtAt: new Date().toISOString(), buildSeconds: Math.round((Date.now() - started) / 1000)};
  fs.writeFileSync(stampFile(siteDir), `${JSON.stringify(stamp, null, 2)}\n`);
  return {buildDir, stamp, reused: false};
}

/** One line for reports: what the plain site holds and when it was built. */
export function describePlainSite({stamp, reused}: PlainSite): string {
  const {docs, posts, areas} = stamp.counts;
  return (
    `Plain Docusaurus ${stamp.docusaurusVersion} (classic template, TypeScript, \`future: {v4: true, faster: true}\`, Mermaid theme): ` +
    `${docs} docs in ${areas} category folders and ${posts} posts (our count per language), in English, with both locales configured, built ` +
    `${reused ? 'earlier, reused' : 'for this run'} (${stamp.builtAt}, ${stamp.buildSeconds} s; generator ${stamp.generatorHash}).`
  );
}

if (require.main === module) {
  const siteDir = path.resolve(__dirname, '..', '..');
  try {
    const site = ensurePlainSite(siteDir);
    console.log(describePlainSite(site));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
