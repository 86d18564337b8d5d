/**
 * `npm run search:algolia [-- --dry-run] [build dir]`: fills the Algolia index from the built site of both
 * languages (default build/); environment, keys and ALGOLIA_HOST: ../README.md, "Algolia DocSearch".
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {pageRecords, type DocSearchRecord} from './docsearch-records';
import {annotatedDocument, excludeSelectors, htmlFiles, searchLocales, type SearchLocale} from './search-content';
import {docSearchSettings} from './docsearch-settings';
import {replaceIndex} from './replace-index';
import {algoliaSynonyms} from './algolia-synonyms';

/** An API address of the client's options (the package does not export the type). */
type Host = NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>['hosts']>[number];

/** Every record of the built site, language by language. */
export function buildRecords(buildDir: string) {
  return localeRecords(searchLocales(buildDir));
}

/** The records of each language's pages, read from its folder. */
export async function localeRecords(locales: readonly SearchLocale[]) {
  const records: DocSearchRecord[] = [];
  const pages: Record<string, number> = {};
  for (const locale of locales) {
    await fs.access(locale.dir).catch(() => {
      throw new Error(`${locale.dir} is missing: build both languages first (npm run build).`);
    });
    pages[locale.code] = 0;
    for await (const file of htmlFiles(locale.dir, locale.otherLocaleDirs)) {
      const annotated = annotatedDocument(await fs.readFile(file, 'utf8'), locale);
      if (!annotated) continue;
      try {
        records.push(...pageRecords(annotated, excludeSelectors));
      } catch (error) {
        throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`, {cause: error});
      }
      pages[locale.code]++;
    }
    if (pages[locale.code] === 0) throw new Error(`No ${locale.code} page to index in ${locale.dir}: is the build complete?`);
  }
  return {records, pages};
}

/** The credentials and target, or an error naming what is missing or wrong. */
export function algoliaTarget(env: Record<string, string | undefined>) {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const adminKey = env.ALGOLIA_ADMIN_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  const missing = [!appId && 'ALGOLIA_APP_ID', !adminKey && 'ALGOLIA_ADMIN_API_KEY', !indexName && 'ALGOLIA_INDEX_NAME'].filter(Boolean);
  if (missing.length) throw new Error(`${missing.join(', ')} missing: the index cannot be written without them.`);
  if (adminKey === env.ALGOLIA_API_KEY?.trim()) {
    throw new Error(
      'ALGOLIA_ADMIN_API_KEY is the search-only key the build publishes (ALGOLIA_API_KEY); use a key that may write the index.',
    );
  }
  if (!env.ALGOLIA_HOST) return {appId, adminKey, indexName};
  return {appId, adminKey, indexName, hosts: [adminHost(env.ALGOLIA_HOST)]};
}

/** ALGOLIA_HOST as the client's host: https, or http to this machine; the admin key goes nowhere else. */
export function adminHost(address: string): Host {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`ALGOLIA_HOST must be an http(s) address such as https://proxy.example.com, not "${address}".`);
  }
  const protocol = url.protocol.replace(':', '');
  if (protocol !== 'http' && protocol !== 'https') throw new Error(`ALGOLIA_HOST must be an http(s) address, not "${address}".`);
  // Plain http to this machine only (the tests' local server).
  if (protocol === 'http' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    throw new Error(
      `ALGOLIA_HOST ${address}: the admin key is sent only over https; plain http only to localhost, 127.0.0.1 or ::1, not to ${url.hostname}.`,
    );
  }
  return {url: url.host, accept: 'readWrite', protocol};
}

async function main(argv: string[]) {
  const dryRun = argv.includes('--dry-run');
  const buildDir = path.resolve(argv.find((arg) => !arg.startsWith('--')) ?? 'build');
  const started = Date.now();
  const {records, pages} = await buildRecords(buildDir);
  const languages = Object.entries(pages).map(([code, count]) => `${code}: ${count} pages`);
  console.log(`[algolia] ${records.length} records from ${languages.join(', ')}`);
  const synonyms = algoliaSynonyms();
  if (dryRun) {
    console.log(`[algolia] dry run: nothing sent. ${synonyms.length} synonyms. First record:\n${JSON.stringify(records[0], null, 2)}`);
    return;
  }
  const {appId, adminKey, indexName, hosts} = algoliaTarget(process.env);
  const client = algoliasearch(appId, adminKey, hosts ? {hosts} : undefined);
  await replaceIndex({client, indexName, records, settings: docSearchSettings, synonyms, log: (line) => console.log(`[algolia] ${line}`)});
  console.log(`[algolia] ${indexName} replaced in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(`[algolia] ${error.message}`);
    process.exit(1);
  });
}
