/**
 * The OpenAPI description behind the API reference (config/api.ts names the files).
 *
 *   tsx scripts/openapi.ts check [file]  validate the committed description (or `file`)
 *   tsx scripts/openapi.ts gen           validate it, then regenerate the operation pages
 *                                        (run by `npm run build` and `npm run build:fast`)
 *   tsx scripts/openapi.ts refresh       fetch {API_HOST}/swagger/v1/swagger.json over https only;
 *                                        when it is valid, it replaces the committed snapshot; when
 *                                        the host cannot be reached, the snapshot stays as it is
 *                                        (see openapi-refresh.ts)
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {apiReference} from '../config/api';
import {nodeBin} from './node-bin';
import {checkOpenApiFile, OpenApiCheckError} from './openapi-check';
import {OpenApiRefreshError, refreshDescription} from './openapi-refresh';

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
  const {command, args} = nodeBin('docusaurus', ['gen-api-docs', apiReference.product]);
  execFileSync(command, args, {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
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
  const result = await refreshDescription({
    host: apiReference.host,
    descriptionPath: apiReference.descriptionPath,
    specFile,
    maxBytes: apiReference.maxDescriptionBytes,
  });
  if (result.replaced) {
    console.log(`[openapi] ${apiReference.specFile} replaced with the description from ${result.url}. Update openapi/README.md.`);
  } else {
    console.warn(
      `[openapi] ${result.url} is not reachable (${result.unreachable}); keeping the committed snapshot ${apiReference.specFile}.`,
    );
  }
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if (command === 'check') return check(file ? path.resolve(file) : undefined);
  if (command === 'gen') return gen();
  if (command === 'refresh') return refresh();
  throw new Error('usage: tsx scripts/openapi.ts check [file] | gen | refresh');
}

main().catch((error: Error) => {
  const expected = error instanceof OpenApiCheckError || error instanceof OpenApiRefreshError;
  console.error(expected ? `[openapi] ${error.message}` : error);
  process.exit(1);
});
