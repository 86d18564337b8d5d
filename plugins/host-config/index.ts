/**
 * The host's files, `_headers` and `_redirects` (scripts/static-host-config.ts, from
 * deploy/site-rules.ts), written into the build's root folder after each locale's build, once
 * the locale's pages have passed the inline-script policy (inlineScripts.ts).
 *
 * Docusaurus builds the locales one after the other, the default one first, each into its
 * folder (`build/`, then `build/de/`), and `_redirects` lists the folder pages of every
 * locale, `_headers` allows the inline scripts of every page. So each locale's postBuild
 * writes both files again from what the root holds by then: after the last locale they are
 * complete. A build of one locale (`--locale en`, or `--locale de`, which Docusaurus builds
 * for the site's base URL, at the root) gets the files of what it holds.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {site} from '../../config/site';
import {writeStaticHostConfig} from '../../scripts/static-host-config';
import {checkInlineScripts} from './inlineScripts';

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

export default function hostConfigPlugin(): Plugin {
  return {
    name: 'host-config',
    async postBuild({outDir, baseUrl}) {
      checkInlineScripts(outDir);
      const root = buildRoot(outDir, baseUrl);
      writeStaticHostConfig(root);
      console.info(`[host-config] wrote _headers and _redirects into ${path.relative(process.cwd(), root) || '.'}`);
    },
  };
}
