/** The plain Docusaurus baseline in bench/.plain/ (bench/README.md, "The plain Docusaurus site"), reused while its key holds. */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {plainConfig, plainSiteContent} from './plain-content';
import {buildFactsFile} from '../../plugins/host-config';
import {cspHash, scriptsOf} from '../../plugins/host-config/inlineScripts';
import type {BuildFacts} from '../../deploy/site-rules';
import {nodeBin} from '../node-bin';
import {benchToolsDir, ensureBenchTools} from './shared';

/** A plain build: where, what it was made from (its key), when. */
export type PlainSite = {buildDir: string; key: string; builtAt: string; reused: boolean};

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

/** What a plain build depends on, as one string: a change to any part (the version, this code, our content) means a new build. */
export function plainSiteKey(docusaurusVersion: string, generatorSource: string, files: Map<string, string>): string {
  const hash = crypto.createHash('sha256').update(generatorSource);
  for (const [file, text] of files) hash.update(`${file}\0${text}\0`);
  const pages = (folder: string) => [...files.keys()].filter((file) => file.startsWith(folder) && /\.mdx?$/.test(file)).length;
  return `Docusaurus ${docusaurusVersion}, our ${pages('docs/')} docs and ${pages('blog/')} release notes, ${hash.digest('hex').slice(0, 16)}`;
}

/** The plain site's build: reused while its key is unchanged, otherwise generated and built (English only). */
export function ensurePlainSite(siteDir: string): PlainSite {
  ensureBenchTools();
  const docusaurus = version(siteDir, '@docusaurus/core');
  const packages = ['create-docusaurus', '@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/theme-mermaid'];
  checkPlainVersions(docusaurus, Object.fromEntries(packages.map((name) => [name, version(benchToolsDir, name)])));
  const source = ['plain-site.ts', 'plain-content.ts'].map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8')).join('');
  const content = plainSiteContent(siteDir);
  const key = plainSiteKey(docusaurus, source, content);
  const dir = path.join(siteDir, 'bench', '.plain');
  const buildDir = path.join(dir, 'build');
  const stampFile = path.join(dir, 'plain-site.json');
  const stamp = fs.existsSync(stampFile) ? (JSON.parse(fs.readFileSync(stampFile, 'utf8')) as PlainSite) : null;
  if (stamp?.key === key && fs.existsSync(path.join(buildDir, 'index.html'))) return {...stamp, buildDir, reused: true};

  console.log(`Plain Docusaurus site: ${key}; generating and building it…`);
  const templates = path.join(benchToolsDir, 'node_modules', 'create-docusaurus', 'templates');
  fs.rmSync(dir, {recursive: true, force: true});
  for (const template of ['shared', 'classic-typescript']) fs.cpSync(path.join(templates, template), dir, {recursive: true});
  // The template's sample docs and posts give way to ours.
  for (const sample of ['docs', 'blog', 'gitignore', 'pnpm-workspace.yaml'])
    fs.rmSync(path.join(dir, sample), {recursive: true, force: true});
  for (const [rel, text] of content) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
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
  `Plain Docusaurus (classic template, TypeScript, \`future: {v4: true, faster: true}\`, Mermaid theme, both locales configured, built in English) with our English docs and release notes: ${site.key}; built ${site.builtAt}${site.reused ? ', reused' : ''}.`;
