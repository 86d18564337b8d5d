/**
 * The host's files, `_headers` and `_redirects` (staticHost.ts, from deploy/site-rules.ts), written into
 * the build's root folder after each locale's build, once the locale's pages have passed the inline-script
 * policy (inlineScripts.ts), with `_host-config.json`: the facts the headers were rendered from, which
 * nginx's configuration (nginx.ts) is rendered from when a build is served later (tests/hosts/nginx.ts).
 *
 * Docusaurus builds the locales one after the other, the default one first, each into its
 * folder (`build/`, then `build/de/`), and `_redirects` lists the folder pages of every
 * locale. So each locale's postBuild writes the files again from what the root holds by then:
 * after the last locale they are complete. A build of one locale (`--locale en`, or `--locale de`,
 * which Docusaurus builds for the site's base URL, at the root) gets the files of what it holds.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {site} from '../../config/site';
import type {BuildFacts, hostConfigFiles} from '../../deploy/site-rules';
import {renderHeadersFile, renderRedirectsFile} from './staticHost';
import {allowedInlineScriptHashes, checkInlineScripts} from './inlineScripts';

/** What the pages reach beyond the site, as the config sets it (docusaurus.config.ts): the policy allows exactly these. */
export type HostConfigOptions = Pick<BuildFacts, 'connectHosts' | 'scriptSources'>;

/** The file of the facts, one of deploy/site-rules.ts's hostConfigFiles (no host serves it). */
export const buildFactsFile: (typeof hostConfigFiles)[number] = '_host-config.json';

/** The facts the build under `root` recorded. */
export function readBuildFacts(root: string): BuildFacts {
  const file = path.join(root, buildFactsFile);
  if (!fs.existsSync(file)) throw new Error(`${root} holds no built site (${buildFactsFile} is missing). Run \`npm run build\` first.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildFacts;
}

/**
 * The build's root folder, from the output folder of a locale with base URL `baseUrl`:
 * Docusaurus writes a locale into the folder its base URL adds to the site's (`/de/` → `build/de`).
 */
export function buildRoot(outDir: string, baseUrl: string, siteBaseUrl: string = site.baseUrl): string {
  if (!baseUrl.startsWith(siteBaseUrl))
    throw new Error(`plugins/host-config: the base URL ${baseUrl} is not below the site's, ${siteBaseUrl}.`);
  const localeFolders = baseUrl.slice(siteBaseUrl.length).split('/').filter(Boolean);
  return path.resolve(outDir, ...localeFolders.map(() => '..'));
}

export default function hostConfigPlugin(_context: LoadContext, {connectHosts, scriptSources}: HostConfigOptions): Plugin {
  return {
    name: 'host-config',
    async postBuild({outDir, baseUrl}) {
      checkInlineScripts(outDir);
      const root = buildRoot(outDir, baseUrl);
      const facts: BuildFacts = {scriptHashes: allowedInlineScriptHashes(), connectHosts, scriptSources};
      fs.writeFileSync(path.join(root, '_headers'), renderHeadersFile(facts));
      fs.writeFileSync(path.join(root, '_redirects'), renderRedirectsFile(root));
      fs.writeFileSync(path.join(root, buildFactsFile), `${JSON.stringify(facts, null, 2)}\n`);
      console.info(`[host-config] wrote _headers, _redirects and ${buildFactsFile} into ${path.relative(process.cwd(), root) || '.'}`);
    },
  };
}
