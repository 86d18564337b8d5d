/**
 * The OpenAPI description behind the API reference (config/api.ts names the files):
 *   tsx scripts/openapi.ts check [file]  validate the committed description (or `file`)
 *   tsx scripts/openapi.ts refresh       a valid published description replaces it (openapi-refresh.ts)
 *   tsx scripts/openapi.ts generate      `docusaurus gen-api-docs`, then the German twins (below)
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {apiReference} from '../config/api';
import {checkOpenApiFile, OpenApiCheckError} from '../plugins/api-reference/check';
import {OpenApiRefreshError, refreshDescription} from './openapi-refresh';
import {nodeBin} from './node-bin';

const siteDir = path.resolve(__dirname, '..');
const specFile = path.join(siteDir, apiReference.specFile);
const messages = (file: string): Record<string, {message: string}> =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n/de', file), 'utf8'));

/**
 * The German twin of a generated operation page: the operation's German name from the
 * sidebar's translations (current.json) as title, sidebar label and heading, and a
 * German meta description; the reference text stays the description's English.
 */
export function germanPage(mdx: string, labels: Record<string, {message: string}>, note: string): string {
  const [, frontMatter, body] = /^---\n([^]*?)\n---\n([^]*)$/.exec(mdx) ?? [];
  if (frontMatter === undefined) throw new Error('a generated page has no front matter');
  const data = YAML.parseDocument(frontMatter);
  const {title, api} = data.toJS() as {title: string; api: {method: string; path: string}};
  const name = labels[`sidebar.api.doc.${title}`]?.message;
  if (!name) throw new Error(`"sidebar.api.doc.${title}" has no German label in current.json`);
  const heading = `children={${JSON.stringify(title)}}`;
  if (body.split(heading).length !== 2) throw new Error(`the page "${title}" has no heading ${heading}`);
  for (const key of ['title', 'sidebar_label']) data.set(key, name);
  data.set('description', `${name} (${api.method.toUpperCase()} ${api.path}). ${note}`);
  return `---\n${data.toString({lineWidth: 0})}---\n${body.replace(heading, `children={${JSON.stringify(name)}}`)}`;
}

async function generate(): Promise<void> {
  const operations = await checkOpenApiFile(specFile);
  const [outputDir, germanDir] = [apiReference.outputDir, apiReference.germanDir].map((dir) => path.resolve(siteDir, dir));
  for (const dir of [outputDir, germanDir]) fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(outputDir, {recursive: true}); // the docs instance's folder must exist, also under API_REFERENCE_OUT
  const {command, args} = nodeBin('docusaurus', ['gen-api-docs', apiReference.product]);
  const run = spawnSync(command, args, {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
  const pages = fs.existsSync(outputDir) ? fs.readdirSync(outputDir).filter((file) => file.endsWith('.api.mdx')) : [];
  if (run.status !== 0 || pages.length !== operations)
    throw new OpenApiCheckError(`docusaurus gen-api-docs wrote ${pages.length} of ${operations} operation pages into ${outputDir}.`);
  const labels = messages(`docusaurus-plugin-content-docs-${apiReference.docsId}/current.json`);
  const note = messages('code.json')['site.api.englishReference'].message;
  fs.mkdirSync(germanDir, {recursive: true});
  for (const file of fs.readdirSync(outputDir).filter((name) => name !== 'sidebar.ts')) {
    const text = fs.readFileSync(path.join(outputDir, file), 'utf8');
    fs.writeFileSync(path.join(germanDir, file), file.endsWith('.api.mdx') ? germanPage(text, labels, note) : text);
  }
  console.log(`[openapi] ${operations} operation pages in ${apiReference.outputDir}, their German twins in ${apiReference.germanDir}`);
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if (command === 'generate') return generate();
  if (command === 'check') {
    const target = file ? path.resolve(file) : specFile;
    return console.log(`[openapi] ${path.relative(siteDir, target)}: valid, ${await checkOpenApiFile(target)} operations`);
  }
  if (command !== 'refresh') throw new Error('usage: tsx scripts/openapi.ts check [file] | refresh | generate');
  const {host, descriptionPath, maxDescriptionBytes: maxBytes} = apiReference;
  const result = await refreshDescription({host, descriptionPath, specFile, maxBytes});
  if (result.replaced)
    console.log(`[openapi] ${apiReference.specFile} replaced from ${result.url}: run npm run api:generate, update openapi/README.md.`);
  else
    console.warn(
      `[openapi] ${result.url} is not reachable (${result.unreachable}); keeping the committed snapshot ${apiReference.specFile}.`,
    );
}

if (require.main === module) {
  main().catch((error: Error) => {
    const expected = error instanceof OpenApiCheckError || error instanceof OpenApiRefreshError;
    console.error(expected ? `[openapi] ${error.message}` : error);
    process.exit(1);
  });
}
