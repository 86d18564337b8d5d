/**
 * The API reference's operation pages (config/api.ts), generated from the OpenAPI
 * description whenever Docusaurus loads the site: `docusaurus build` (for each
 * locale), `docusaurus start`, the test-only site, the benchmark's builds. This is
 * docusaurus-plugin-openapi-docs, whose factory first checks the description
 * (scripts/openapi-check.ts: an invalid or missing one stops the command, naming the
 * file and each problem), refuses "<", ">" and control characters in the site's sidebar,
 * category and interface labels (plugins/content-checks/categories.ts), and generates the pages.
 * Docusaurus awaits every plugin's factory before any plugin loads its content, so the
 * docs instance of the reference reads the pages of this description.
 *
 * The pages come from the plugin's own `gen-api-docs` command (the public extendCli
 * hook), run in this process: no second Docusaurus loads the config. They are generated
 * into a temporary folder and copied over the previous ones file by file, changed files
 * only: a dev server, which reloads the site on every change it sees, finds nothing
 * changed when the description did not change. Each translated locale gets its own
 * copy of the pages, named as its sidebar names the operations (writeTranslatedPages).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import openapiDocsModule from 'docusaurus-plugin-openapi-docs';
import {apiReference} from '../../config/api';
import {refuseUnsafeLabels} from '../content-checks/categories';
import {checkOpenApiFile, shownPath} from '../../scripts/openapi-check';

/** What the site passes to docusaurus-plugin-openapi-docs: its docs instance and, per API, where the description and pages are. */
export interface OpenApiDocsOptions {
  id?: string;
  docsPluginId: string;
  config: Record<string, {specPath: string; outputDir: string; [option: string]: unknown}>;
}
type OpenApiDocs = ((context: LoadContext, options: OpenApiDocsOptions) => Plugin<unknown>) & {
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};
// The package's types declare its options and theme components, not its default export, the plugin.
const openapiDocs = openapiDocsModule as unknown as OpenApiDocs;

type Cli = Parameters<NonNullable<Plugin['extendCli']>>[0];
type Action = (...args: unknown[]) => unknown;

/**
 * The action of one of the commands a plugin adds to Docusaurus' command line
 * (extendCli), found by its name. Only what the commands' declaration calls.
 */
export function cliAction(plugin: Plugin<unknown>, name: string): Action {
  let declaring = '';
  let action: Action | undefined;
  const cli = {
    command: (command: string) => ((declaring = command.split(' ')[0]!), cli),
    description: () => cli,
    usage: () => cli,
    arguments: () => cli,
    option: () => cli,
    action: (fn: Action) => {
      if (declaring === name) action = fn;
      return cli;
    },
  };
  plugin.extendCli?.(cli as unknown as Cli);
  if (!action) throw new Error(`plugins/api-reference: ${plugin.name} has no "${name}" command any more; update this plugin.`);
  return action;
}

/** Every file under `dir`, relative to it. */
function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Makes `target` hold exactly the files of `source`, writing only files whose content differs. Returns how many changed. */
export function syncFolder(source: string, target: string): number {
  const wanted = new Set(filesIn(source));
  let changed = 0;
  for (const file of filesIn(target)) {
    if (!wanted.has(file)) {
      fs.rmSync(path.join(target, file));
      changed++;
    }
  }
  for (const file of wanted) {
    const content = fs.readFileSync(path.join(source, file));
    const to = path.join(target, file);
    if (fs.existsSync(to) && fs.readFileSync(to).equals(content)) continue;
    fs.mkdirSync(path.dirname(to), {recursive: true});
    fs.writeFileSync(to, content);
    changed++;
  }
  return changed;
}

/** The generator reports every file it writes on the console; the rest of what it logs passes. */
async function withoutFileReports<T>(run: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = (...args: unknown[]) => {
    // eslint-disable-next-line no-control-regex
    if (!(typeof args[0] === 'string' && /^(\u001b\[\d+m)*Successfully created /.test(args[0]))) log(...args);
  };
  try {
    return await run();
  } finally {
    console.log = log;
  }
}

/** A string as the generator writes it in front matter and JSX attributes: JSON's double-quoted form. */
function quotedValue(text: string, pattern: RegExp): string | undefined {
  const quoted = pattern.exec(text)?.[1];
  if (quoted === undefined) return undefined;
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return undefined;
  }
}

/**
 * A generated operation page as a translated locale shows it: `label` (the sidebar's
 * translated name of the operation) as its title, heading and previous/next label,
 * and `description` as its meta description. The reference text stays English.
 */
export function localizedOperationPage(mdx: string, label: string, description: string): string {
  const end = mdx.indexOf('\n---\n', 4);
  if (!mdx.startsWith('---\n') || end < 0) throw new Error('plugins/api-reference: a generated page has no front matter any more.');
  const title = quotedValue(mdx.slice(0, end), /^title: (".*")$/m);
  if (title === undefined) throw new Error('plugins/api-reference: a generated page has no title in its front matter any more.');
  const frontMatter = mdx
    .slice(0, end)
    .replace(/^title: .*$/m, `title: ${JSON.stringify(label)}`)
    .replace(/^description: .*$/m, `description: ${JSON.stringify(description)}`)
    .replace(/^pagination_label: .*\n/m, '');
  const described = /^description: /m.test(frontMatter) ? frontMatter : `${frontMatter}\ndescription: ${JSON.stringify(description)}`;
  const heading = `as={"h1"}\n  className={"openapi__heading"}\n  children={${JSON.stringify(title)}}`;
  const body = mdx.slice(end);
  if (!body.includes(heading))
    throw new Error('plugins/api-reference: a generated page has its h1 in another form now; update localizedOperationPage.');
  return `${described}\npagination_label: ${JSON.stringify(label)}${body.replace(heading, heading.replace(JSON.stringify(title), JSON.stringify(label)))}`;
}

/** The value of a JSX attribute as the generator writes it, `name={"…"}`. */
const attribute = (mdx: string, name: string): string => quotedValue(mdx, new RegExp(`\\b${name}=\\{(".*?")\\}`)) ?? '';

/** `messages[key].message` of a Docusaurus translation file, or an empty object when it does not exist. */
function messagesOf(file: string): Record<string, {message?: string}> {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: string}>) : {};
}

/**
 * The operation pages of `sourceDir` for each translated locale, written where Docusaurus
 * takes a locale's version of a doc from (i18n/<locale>/docusaurus-plugin-content-docs-<id>/current/…;
 * never committed). Each is titled, headed and labelled for previous/next with the
 * sidebar's translated name of the operation (current.json), so heading, <title>,
 * breadcrumb, sidebar and navigation name it alike; its meta description says, in
 * that language, that the reference text is English (code.json's
 * site.api.englishReference, which the page also shows at its top). Returns how many files changed.
 */
export function writeTranslatedPages(siteDir: string, i18n: LoadContext['siteConfig']['i18n'], sourceDir: string): number {
  let changed = 0;
  for (const locale of i18n.locales.filter((l) => l !== i18n.defaultLocale)) {
    const localeDir = path.join(siteDir, i18n.path ?? 'i18n', locale);
    const docsDir = path.join(localeDir, `docusaurus-plugin-content-docs-${apiReference.docsId}`);
    const labels = messagesOf(path.join(docsDir, 'current.json'));
    const note = messagesOf(path.join(localeDir, 'code.json'))['site.api.englishReference']?.message;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `api-reference-${locale}-`));
    try {
      for (const file of filesIn(sourceDir)) {
        if (file.endsWith('.ts')) continue; // the sidebar: a locale translates it through current.json
        fs.mkdirSync(path.dirname(path.join(tmp, file)), {recursive: true});
        if (!file.endsWith('.api.mdx')) {
          fs.copyFileSync(path.join(sourceDir, file), path.join(tmp, file));
          continue;
        }
        const mdx = fs.readFileSync(path.join(sourceDir, file), 'utf8');
        const title = quotedValue(mdx, /^title: (".*")$/m) ?? '';
        const label = labels[`sidebar.api.doc.${title}`]?.message ?? title;
        const endpoint = `${attribute(mdx, 'method').toUpperCase()} ${attribute(mdx, 'path')}`;
        const description = [`${label} (${endpoint}).`, note].filter(Boolean).join(' ');
        fs.writeFileSync(path.join(tmp, file), localizedOperationPage(mdx, label, description));
      }
      changed += syncFolder(tmp, path.join(docsDir, 'current', path.relative(apiReference.docsDir, apiReference.outputDir)));
    } finally {
      fs.rmSync(tmp, {recursive: true, force: true});
    }
  }
  return changed;
}

/** The options of the site's docs instance `id` (a `@docusaurus/plugin-content-docs` entry of its plugins). */
function docsInstanceOptions(context: LoadContext, id: string): Record<string, unknown> {
  for (const entry of context.siteConfig.plugins) {
    if (!Array.isArray(entry) || entry[0] !== '@docusaurus/plugin-content-docs') continue;
    const options = entry[1] as Record<string, unknown> | undefined;
    if (options?.id === id) return options;
  }
  throw new Error(`plugins/api-reference: the site has no @docusaurus/plugin-content-docs instance "${id}" for the API reference.`);
}

/** Checks the description, then (re)generates the operation pages into apiReference.outputDir. */
export async function generateApiPages(context: LoadContext, options: OpenApiDocsOptions): Promise<void> {
  const {siteDir} = context;
  const specFile = path.join(siteDir, apiReference.specFile);
  await checkOpenApiFile(specFile);
  const apiOptions = options.config[apiReference.product];
  if (!apiOptions) throw new Error(`plugins/api-reference: the plugin's options have no config for "${apiReference.product}".`);
  const docsOptions = docsInstanceOptions(context, options.docsPluginId);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reference-'));
  try {
    // The generator reads the docs instance's folder from the site's config and takes the pages'
    // ids from the part of outputDir below it: here both in the temporary folder, absolute, so
    // the working directory does not matter either.
    const docsDir = path.join(tmp, apiReference.docsDir);
    const outputDir = path.join(docsDir, path.relative(apiReference.docsDir, apiReference.outputDir));
    const generatorSite: LoadContext['siteConfig'] = {
      ...context.siteConfig,
      presets: [],
      plugins: [['@docusaurus/plugin-content-docs', {...docsOptions, path: docsDir}]],
    };
    const generator = openapiDocs(
      {...context, siteConfig: generatorSite},
      {...options, config: {[apiReference.product]: {...apiOptions, outputDir}}},
    );
    await withoutFileReports(async () => cliAction(generator, 'gen-api-docs')(apiReference.product, {opts: () => ({})}));
    const pages = fs.existsSync(outputDir) ? fs.readdirSync(outputDir).filter((f) => f.endsWith('.api.mdx')) : [];
    if (pages.length === 0) throw new Error(`plugins/api-reference: no operation page was generated from ${shownPath(specFile)}.`);
    // A sidebar_label in front matter would win over the sidebar label that
    // i18n/de/docusaurus-plugin-content-docs-<id>/current.json translates.
    for (const page of pages) {
      const file = path.join(outputDir, page);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^sidebar_label: .*\n/m, ''));
    }
    const changed =
      syncFolder(outputDir, path.join(siteDir, apiReference.outputDir)) + writeTranslatedPages(siteDir, context.siteConfig.i18n, outputDir);
    if (changed > 0)
      console.info(`[api-reference] ${pages.length} operation pages from ${apiReference.specFile} in ${apiReference.outputDir}/`);
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}

/** docusaurus-plugin-openapi-docs, with its pages generated before Docusaurus loads any content. */
async function apiReferencePlugin(context: LoadContext, options: OpenApiDocsOptions): Promise<Plugin<unknown>> {
  // The sidebar, category and interface labels too, some of which become these pages' titles (writeTranslatedPages).
  refuseUnsafeLabels(context.siteDir);
  await generateApiPages(context, options);
  return openapiDocs(context, options);
}
// Where Docusaurus looks for the options' validation when the site registers this function itself.
apiReferencePlugin.validateOptions = openapiDocs.validateOptions;
// Docusaurus types a plugin's options for any plugin; these are docusaurus-plugin-openapi-docs'.
export default apiReferencePlugin as PluginModule;
