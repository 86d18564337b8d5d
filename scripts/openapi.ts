/**
 * The OpenAPI description behind the API reference (config/api.ts names the files).
 *
 *   tsx scripts/openapi.ts check [file]  validate the committed description (or `file`)
 *   tsx scripts/openapi.ts gen           validate it, then regenerate the operation pages
 *                                        (run by `npm run build` and `npm run build:fast`)
 *   tsx scripts/openapi.ts refresh       fetch {API_HOST}/swagger/v1/swagger.json; when it is
 *                                        valid, it replaces the committed snapshot; when the host
 *                                        cannot be reached, the snapshot stays as it is
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {apiReference} from '../config/api';
import {checkOpenApiFile, OpenApiCheckError} from './openapi-check';

const siteDir = path.resolve(__dirname, '..');
const specFile = path.join(siteDir, apiReference.specFile);

async function check(file = specFile): Promise<void> {
  const operations = await checkOpenApiFile(file);
  console.log(`[openapi] ${path.relative(siteDir, file)}: valid, ${operations} operations`);
}

async function gen(): Promise<void> {
  await check();
  // The generator writes its sidebar only when none exists, so start from an empty folder.
  fs.rmSync(path.join(siteDir, apiReference.outputDir), {recursive: true, force: true});
  execFileSync(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['gen-api-docs', apiReference.product], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const outputDir = path.join(siteDir, apiReference.outputDir);
  const pages = fs.readdirSync(outputDir).filter((f) => f.endsWith('.api.mdx'));
  // A sidebar_label in front matter would win over the sidebar label that
  // i18n/de/docusaurus-plugin-content-docs-<id>/current.json translates.
  for (const page of pages) {
    const file = path.join(outputDir, page);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^sidebar_label: .*\n/m, ''));
  }
  console.log(`[openapi] generated ${pages.length} operation pages into ${apiReference.outputDir}/`);
}

async function refresh(): Promise<void> {
  const url = new URL(apiReference.descriptionPath, apiReference.host).toString();
  let body: string;
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(15_000), headers: {Accept: 'application/json'}});
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.text();
  } catch (error) {
    const reason = (error as Error & {cause?: Error}).cause?.message ?? (error as Error).message;
    console.warn(`[openapi] ${url} is not reachable (${reason}); keeping the committed snapshot ${apiReference.specFile}.`);
    return;
  }
  const scratch = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), path.basename(specFile));
  fs.writeFileSync(scratch, body);
  try {
    await checkOpenApiFile(scratch);
  } catch (error) {
    throw new OpenApiCheckError(`${(error as Error).message}\n(downloaded from ${url}; ${apiReference.specFile} was left unchanged)`);
  }
  fs.writeFileSync(specFile, JSON.stringify(JSON.parse(body), null, 2) + '\n');
  console.log(`[openapi] ${apiReference.specFile} replaced with the description from ${url}. Update openapi/README.md.`);
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if (command === 'check') return check(file ? path.resolve(file) : undefined);
  if (command === 'gen') return gen();
  if (command === 'refresh') return refresh();
  throw new Error('usage: tsx scripts/openapi.ts check [file] | gen | refresh');
}

main().catch((error: Error) => {
  console.error(error instanceof OpenApiCheckError ? `[openapi] ${error.message}` : error);
  process.exit(1);
});
