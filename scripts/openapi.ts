/**
 * The OpenAPI description behind the API reference (config/api.ts names the files).
 *
 *   tsx scripts/openapi.ts check [file]  validate the committed description (or `file`)
 *   tsx scripts/openapi.ts refresh       fetch {API_HOST}/swagger/v1/swagger.json over https only;
 *                                        when it is valid, it replaces the committed snapshot; when
 *                                        the host cannot be reached, the snapshot stays as it is
 *                                        (see openapi-refresh.ts)
 *
 * The operation pages are generated, from a checked description, whenever Docusaurus
 * loads the site (plugins/api-reference).
 */
import path from 'node:path';
import {apiReference} from '../config/api';
import {checkOpenApiFile, OpenApiCheckError} from './openapi-check';
import {OpenApiRefreshError, refreshDescription} from './openapi-refresh';

const siteDir = path.resolve(__dirname, '..');
const specFile = path.join(siteDir, apiReference.specFile);

async function check(file = specFile): Promise<void> {
  const operations = await checkOpenApiFile(file);
  console.log(`[openapi] ${path.relative(siteDir, file)}: valid, ${operations} operations`);
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
  if (command === 'refresh') return refresh();
  throw new Error('usage: tsx scripts/openapi.ts check [file] | refresh');
}

main().catch((error: Error) => {
  const expected = error instanceof OpenApiCheckError || error instanceof OpenApiRefreshError;
  console.error(expected ? `[openapi] ${error.message}` : error);
  process.exit(1);
});
