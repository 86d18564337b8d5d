/**
 * The last gate before a build is published to production: it must carry the
 * production address and no operator placeholder.
 *
 *   tsx scripts/deploy/check-build.ts <build-dir>
 *
 * SITE_URL (the production address) must be set. Fails, naming each problem, when
 * - a sitemap names another host than SITE_URL (the build was made for another address);
 * - a built page, feed or file still holds a placeholder of config/operator.ts, or a page says
 *   that the site is not configured yet (the imprint, the terms page: config/operatorDisplay.ts);
 * - a file of the host configuration (`_headers`, `_redirects`, `_host-config.json`) is missing;
 * - the pages reach a host beyond the site (the feedback endpoint, FEEDBACK_URL; Algolia) other than
 *   over https on one named host (local builds may post to http://localhost, for tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import {isPlaceholder, operatorSettings, type OperatorKey} from '../../config/operator';
import {NOT_CONFIGURED_ATTRIBUTE} from '../../config/operatorDisplay';
import {locales, localeDir} from '../../config/i18n';
import {hostConfigFiles} from '../../deploy/site-rules';
import {readBuildFacts} from '../../plugins/host-config';

/** Files whose text readers or crawlers get and scripts (the search index is binary and holds no site chrome). */
const TEXT_FILE = /\.(html|xml|txt|json|js)$/;

function* textFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'search-index') yield* textFiles(full);
    } else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

export function checkBuild(buildDir: string, siteUrl: string | undefined): string[] {
  const problems: string[] = [];
  const relative = (file: string) => path.relative(buildDir, file).split(path.sep).join('/');
  if (!siteUrl || isPlaceholder(siteUrl))
    problems.push(`SITE_URL is ${siteUrl ? `a placeholder (${siteUrl})` : 'not set'}: set the production address.`);
  const origin = siteUrl && new URL(siteUrl).origin;
  for (const sitemap of locales.map((locale) => path.join(buildDir, localeDir(locale), 'sitemap.xml'))) {
    if (!fs.existsSync(sitemap)) {
      problems.push(`${relative(sitemap)} is missing.`);
      continue;
    }
    const hosts = new Set([...fs.readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).origin));
    const others = [...hosts].filter((host) => host !== origin);
    if (others.length)
      problems.push(`${relative(sitemap)} names ${others.join(', ')}, not SITE_URL (${siteUrl}): the build was made for another address.`);
  }
  const found = new Map<(typeof operatorSettings)[OperatorKey], string[]>();
  const notConfigured = new Map<string, string[]>();
  // The attribute in a tag (with its value in any of HTML's quotings), not the word in a page's text.
  const marker = new RegExp(`<[a-z][^>]*?\\s${NOT_CONFIGURED_ATTRIBUTE}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]*)))?`, 'gi');
  const envOf = (key: string) => operatorSettings[key as OperatorKey]?.env ?? key;
  const some = (files: string[]) => `${files.sort().slice(0, 3).join(', ')}${files.length > 3 ? ` and ${files.length - 3} more` : ''}`;
  for (const file of textFiles(buildDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const setting of Object.values(operatorSettings)) {
      if (setting.placeholder && text.includes(setting.placeholder)) found.set(setting, [...(found.get(setting) ?? []), relative(file)]);
    }
    if (!file.endsWith('.html')) continue;
    // A page that says the site is not configured yet, naming the settings it misses.
    for (const match of text.matchAll(marker)) {
      const keys = (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/).filter(Boolean);
      const named = keys.length ? keys.map(envOf).join(', ') : 'settings';
      notConfigured.set(named, [...new Set([...(notConfigured.get(named) ?? []), relative(file)])]);
    }
  }
  for (const [setting, files] of found) problems.push(`${setting.env} is not set: "${setting.placeholder}" in ${some(files)}.`);
  for (const [named, files] of notConfigured) {
    const say = files.length === 1 ? 'says' : 'say';
    problems.push(`${named} not set: ${some(files)} ${say} the site is not configured yet.`);
  }
  const missing = hostConfigFiles.filter((file) => !fs.existsSync(path.join(buildDir, file)));
  for (const file of missing) problems.push(`${file} is missing (plugins/host-config writes it after the build).`);
  if (missing.length) return problems;
  const {connectHosts, scriptSources = []} = readBuildFacts(buildDir);
  for (const source of [...connectHosts, ...scriptSources]) {
    if (!source.startsWith('https://') || new URL(source).hostname.includes('*'))
      problems.push(`The pages reach ${source} (FEEDBACK_URL, or search): production reaches only https, on one named host.`);
  }
  return problems;
}

if (require.main === module) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const problems = checkBuild(buildDir, process.env.SITE_URL?.trim());
  if (problems.length) {
    const annotate = process.env.GITHUB_ACTIONS === 'true' ? '::error::' : '';
    for (const problem of problems) console.error(`${annotate}${problem}`);
    console.error(`The build in ${buildDir} is not published. Operator settings: deploy/README.md.`);
    process.exit(1);
  }
  console.log(`${buildDir} carries ${process.env.SITE_URL} and no placeholder.`);
}
