/**
 * The Markdown version of every doc page and release note, and `llms.txt` /
 * `llms-full.txt`, per language, written after the build from the built pages:
 *
 *   /docs/srb/welcome      → /docs/srb/welcome.md
 *   /de/blog/release-…     → /de/blog/release-….md
 *   /llms.txt, /llms-full.txt, /de/llms.txt, /de/llms-full.txt
 *
 * The page's final HTML is the source (./toMarkdown.ts): links are resolved and
 * components rendered there. Diagrams come back as their Mermaid source, read from
 * the page's source file, each with the title screen readers hear (its accTitle, or the one the
 * build derives). The API reference (config/api.ts) is included: its overview and a page per
 * operation, and the OpenAPI description they are generated from is published as
 * /openapi/<product>.json and linked from llms.txt. The "Copy page" button (src/components/PageActions)
 * copies a page's `.md`. A page that cannot be converted fails the build, naming it.
 */
import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {allAreas} from '../../config/products';
import {areaOf as areaDirOf} from '../content-checks/content-files';
import {defaultLocale, i18n as i18nConfig, localeDir, locales, type Locale} from '../../config/i18n';
import {site} from '../../config/site';
import {apiReference} from '../../config/api';
import {loadedDocs} from '../sample-content';
import {htmlToMarkdown, mermaidBlocks, pageContent} from './toMarkdown';
import {markdownUrl as markdownPath} from '../../src/utils/markdownUrl';
import {llmsStrings, renderLlmsFullTxt, renderLlmsTxt, type IndexedPage} from './llmsTxt';

/** Site path of the published OpenAPI description (`/openapi/web.json`), the same file for every language. */
export const openApiPath = `/openapi/${path.basename(apiReference.specFile)}`;

/** The built HTML file of a route under `outDir` (Docusaurus writes `<path>/index.html` or `<path>.html`). */
function builtFile(outDir: string, routePath: string): string {
  const rel = routePath.replace(/^\/+|\/+$/g, '');
  const file = [path.join(outDir, rel, 'index.html'), path.join(outDir, `${rel}.html`)].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`[page-markdown] ${routePath}: no built page in ${outDir}.`);
  return file;
}

/** Doc ids of pages written for the site's editors, not about the apps: llms.txt lists them under Optional. */
const editorsPages = new Set(['mdx']);

/** What llms.txt makes of a doc: its app's entry page, a page for editors, an app's changelog (not listed). */
function roleOf(id: string, permalink: string, area: ReturnType<typeof areaOf> | undefined): IndexedPage['role'] {
  if (editorsPages.has(id)) return 'optional';
  if (/(^|\/)changelog$/.test(id)) return 'changelog';
  // The page the app's card and footer link lead to (config/products.ts).
  if (area && permalink.replace(/\/+$/, '').endsWith(`/docs/${area.docsPath}`)) return 'entry';
  return undefined;
}

/** The app a doc belongs to: the deepest area whose folder holds it. */
const areaOf = (id: string) => allAreas().find((area) => area.dir === areaDirOf(`${id}/`));

export default function pageMarkdownPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, i18n} = context;
  const locale = i18n.currentLocale as Locale;
  // Docs and release notes as the content plugins loaded them; `api`: a page of the API reference (config/api.ts).
  let pages: {kind: 'doc' | 'post'; permalink: string; source: string; id?: string; api?: true}[] = [];
  return {
    name: 'page-markdown',
    async allContentLoaded({allContent}) {
      const docsOf = (instance: string, api?: true) =>
        loadedDocs(allContent, instance).map(({permalink, source, id}) => ({kind: 'doc' as const, permalink, source, id, api}));
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const posts = (blog?.blogPosts ?? []).map(({metadata: {permalink, source}}) => ({kind: 'post' as const, permalink, source}));
      pages = [...docsOf('default'), ...docsOf(apiReference.docsId, true), ...posts];
    },
    async postBuild({outDir, siteConfig}) {
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const indexed: IndexedPage[] = [];
      for (const page of pages) {
        const routePath = page.permalink.slice(baseUrl.length - 1);
        const html = await fs.readFile(builtFile(outDir, routePath), 'utf8');
        const sourceFile = path.join(siteDir, page.source.replace(/^@site\//, ''));
        const diagrams = html.includes('site-diagram') ? await mermaidBlocks(await fs.readFile(sourceFile, 'utf8')) : [];
        let content;
        try {
          content = pageContent(html, page.permalink, siteUrl, diagrams, ['default', apiReference.docsId]);
        } catch (error) {
          throw new Error(`[page-markdown] ${path.relative(siteDir, sourceFile)}: ${(error as Error).message}`);
        }
        if (!content) throw new Error(`[page-markdown] ${page.permalink}: the built page is neither a doc page nor a release note.`);
        const markdown = await htmlToMarkdown(content.html);
        await fs.writeFile(path.join(outDir, markdownPath(routePath)), markdown);
        const area = page.id && !page.api ? areaOf(page.id) : undefined;
        indexed.push({
          kind: page.kind,
          title: content.title,
          description: content.description,
          sample: content.sample,
          url: `${siteUrl}${page.permalink}`,
          markdownUrl: `${siteUrl}${markdownPath(page.permalink)}`,
          section: page.api ? llmsStrings[locale].apiReference : area ? area.name[locale] : llmsStrings[locale].documentation,
          sectionSummary: area?.summary[locale],
          markdown,
          role: page.api ? (page.id === 'index' ? 'entry' : undefined) : page.id ? roleOf(page.id, page.permalink, area) : undefined,
        });
      }
      // Docs grouped by app in the order of config/products.ts, pages by path, the API reference last; posts newest first, as loaded.
      const order = (page: IndexedPage) => {
        if (page.section === llmsStrings[locale].apiReference) return allAreas().length;
        return allAreas().findIndex((area) => area.name[locale] === page.section);
      };
      const docs = indexed.filter((p) => p.kind === 'doc').sort((a, b) => order(a) - order(b) || a.url.localeCompare(b.url, 'en'));
      const posts = indexed.filter((p) => p.kind === 'post');
      const root = `${siteUrl}${baseUrl}`;
      // The site has two languages: each llms.txt links the other's.
      const otherLocale = locales.find((other) => other !== locale) ?? defaultLocale;
      const otherDir = localeDir(otherLocale);
      const otherRoot = `${siteUrl}/${otherDir ? `${otherDir}/` : ''}`;
      const facts = {
        title: siteConfig.title,
        tagline: site.tagline[locale],
        indexUrl: `${root}llms.txt`,
        fullUrl: `${root}llms-full.txt`,
        other: {label: i18nConfig.localeConfigs[otherLocale].label, url: `${otherRoot}llms.txt`},
        strings: llmsStrings[locale],
        openApiUrl: `${siteUrl}${openApiPath}`,
      };
      // The OpenAPI description, once for all languages (at the site's root).
      if (locale === defaultLocale) {
        await fs.mkdir(path.join(outDir, path.dirname(openApiPath)), {recursive: true});
        await fs.copyFile(path.join(siteDir, apiReference.specFile), path.join(outDir, openApiPath));
      }
      await fs.writeFile(path.join(outDir, 'llms.txt'), renderLlmsTxt(facts, [...docs, ...posts]));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), renderLlmsFullTxt(facts, [...docs, ...posts]));
    },
  };
}
