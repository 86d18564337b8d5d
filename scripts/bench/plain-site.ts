/** The plain Docusaurus baseline in bench/.plain/ (bench/README.md, "The plain Docusaurus site"), reused while its key holds. */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {plainConfig, plainSiteContent, type PlainSiteCounts} from './plain-content';
import {buildFactsFile} from '../../plugins/host-config';
import {cspHash, scriptsOf} from '../../plugins/host-config/inlineScripts';
import type {BuildFacts} from '../../deploy/site-rules';
import {nodeBin} from '../node-bin';
import {benchToolsDir, ensureBenchTools} from './shared';

/** A plain build: where, what it was made from (its key), when. */
export type PlainSite = {buildDir: string; key: string; builtAt: string; reused: boolean};

const isContentFile = (name: string) => /\.mdx?$/.test(name) && !name.startsWith('_');

function countFiles(dir: string, matches: (name: string) => boolean): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((rel) => !rel.split(path.sep).some((part) => part.startsWith('_')) && matches(path.basename(rel))).length;
}

/** Docs of our English build (docs/ plus the API reference's committed pages in api/), posts, and docs/' folders (the apps). */
export function countOurContent(siteDir: string): PlainSiteCounts {
  const api = path.join(siteDir, 'api');
  if (countFiles(api, (name) => name.endsWith('.api.mdx')) === 0)
    throw new Error(`${api}: no generated operation pages to count. Run \`npm run api:generate\`.`);
  const docs = path.join(siteDir, 'docs');
  return {
    docs: countFiles(docs, isContentFile) + countFiles(api, isContentFile),
    posts: countFiles(path.join(siteDir, 'blog'), isContentFile),
    areas: fs.readdirSync(docs, {withFileTypes: true}).filter((entry) => entry.isDirectory() && !entry.name.startsWith('_')).length,
  };
}

const version = (dir: string, name: string): string => {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm ci\` in ${dir}.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
};

/** The plain site's packages, each at the site's Docusaurus version, or an error saying where to set it. */
export function checkPlainVersions(docusaurusVersion: string, plainVersions: Record<string, string>): void {
  const other = Object.entries(plainVersions).filter(([, v]) => v !== docusaurusVersion);
  if (other.length)
    throw new Error(
      `${other.map(([name, v]) => `${name} ${v}`).join(', ')} in bench/tools/ but @docusaurus/core ${docusaurusVersion} in the site: ` +
        `set ${docusaurusVersion} in bench/tools/package.json, so the plain site is the same release as ours.`,
    );
}

/** What a plain build depends on, as one string: a change to any part means a new build. */
export function plainSiteKey(docusaurusVersion: string, generatorSource: string, counts: PlainSiteCounts): string {
  const hash = crypto.createHash('sha256').update(generatorSource).digest('hex').slice(0, 16);
  return `Docusaurus ${docusaurusVersion}, generator ${hash}, ${counts.docs} docs in ${counts.areas} folders, ${counts.posts} posts`;
}

/** The plain site's build: reused while its key is unchanged, otherwise generated and built (English only). */
export function ensurePlainSite(siteDir: string): PlainSite {
  ensureBenchTools();
  const docusaurus = version(siteDir, '@docusaurus/core');
  const packages = ['create-docusaurus', '@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/theme-mermaid'];
  checkPlainVersions(docusaurus, Object.fromEntries(packages.map((name) => [name, version(benchToolsDir, name)])));
  const source = ['plain-site.ts', 'plain-content.ts'].map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8')).join('');
  const counts = countOurContent(siteDir);
  const key = plainSiteKey(docusaurus, source, counts);
  const dir = path.join(siteDir, 'bench', '.plain');
  const buildDir = path.join(dir, 'build');
  const stampFile = path.join(dir, 'plain-site.json');
  const stamp = fs.existsSync(stampFile) ? (JSON.parse(fs.readFileSync(stampFile, 'utf8')) as PlainSite) : null;
  if (stamp?.key === key && fs.existsSync(path.join(buildDir, 'index.html'))) return {...stamp, buildDir, reused: true};

  console.log(`Plain Docusaurus site: ${key}; generating and building it…`);
  const templates = path.join(benchToolsDir, 'node_modules', 'create-docusaurus', 'templates');
  fs.rmSync(dir, {recursive: true, force: true});
  for (const template of ['shared', 'classic-typescript']) fs.cpSync(path.join(templates, template), dir, {recursive: true});
  // The template's sample docs and posts give way to content of our size.
  for (const sample of ['docs', 'blog', 'gitignore', 'pnpm-workspace.yaml'])
    fs.rmSync(path.join(dir, sample), {recursive: true, force: true});
  for (const [rel, content] of plainSiteContent(counts)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), content);
  }
  fs.writeFileSync(path.join(dir, 'docusaurus.config.ts'), plainConfig());
  // No install of its own: bench/tools' packages, by a relative link.
  fs.symlinkSync(path.relative(dir, path.join(benchToolsDir, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
  const {command, args} = nodeBin('docusaurus', ['build', '--locale', 'en'], benchToolsDir);
  const result = spawnSync(command, args, {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`${dir}: \`docusaurus build --locale en\` failed (exit ${result.status}).`);
  writePlainBuildFacts(buildDir);
  const site = {buildDir, key, builtAt: new Date().toISOString(), reused: false};
  fs.writeFileSync(stampFile, `${JSON.stringify(site, null, 2)}\n`);
  return site;
}

/**
 * The facts nginx serves a build with (plugins/host-config), for the plain build, which has no such plugin:
 * its own inline scripts allowed, so that the same policy serves both sites.
 */
function writePlainBuildFacts(buildDir: string): void {
  const hashes = new Set<string>();
  for (const file of fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'}))
    if (file.endsWith('.html'))
      for (const script of scriptsOf(fs.readFileSync(path.join(buildDir, file), 'utf8')).inline) hashes.add(cspHash(script));
  const facts: BuildFacts = {scriptHashes: [...hashes].sort(), connectHosts: []};
  fs.writeFileSync(path.join(buildDir, buildFactsFile), `${JSON.stringify(facts, null, 2)}\n`);
}

export const describePlainSite = (site: PlainSite) =>
  `Plain Docusaurus (classic template, TypeScript, \`future: {v4: true, faster: true}\`, Mermaid theme, both locales configured, built in English): ${site.key}; built ${site.builtAt}${site.reused ? ', reused' : ''}.`;
