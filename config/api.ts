/**
 * The web app's HTTP API: where its description is published, where the reference is
 * served on this site, and the two plugins that make it (openapi/README.md): a docs
 * instance at /<product>-api and docusaurus-plugin-openapi-docs, whose `gen-api-docs`
 * command (`npm run api:generate`) writes the operation pages that are committed.
 */
import path from 'node:path';
import type {LoadContext, PluginConfig} from '@docusaurus/types';
import {refuseUnsafeLabels} from '../plugins/content-checks/categories';
import {checkOpenApiFile} from '../scripts/openapi-check';

const product = 'web';
const docsId = `${product}-api`;
/** Where `npm run api:generate` writes; a test points it at a temporary folder to compare (API_REFERENCE_OUT). */
const out = process.env.API_REFERENCE_OUT ?? '';

export const apiReference = {
  product,
  /** The reference's address on this site. */
  route: `/${product}-api`,
  /** The API host, which publishes the description (`npm run api:refresh`, https only) at descriptionPath. */
  host: process.env.API_HOST ?? 'https://api.dyce.cloud',
  descriptionPath: '/swagger/v1/swagger.json',
  /** A larger download is cut off and refused; the snapshot is about 20 KB. */
  maxDescriptionBytes: 5 * 1024 * 1024,
  /** The committed snapshot of that description (openapi/README.md). */
  specFile: `openapi/${product}.json`,
  /** The docs instance that renders the reference, its folder, the operation pages in it and their German twins (committed). */
  docsId,
  docsDir: `api/${docsId}`,
  outputDir: path.posix.join(out, `api/${docsId}/reference`),
  germanDir: path.posix.join(out, `i18n/de/docusaurus-plugin-content-docs-${docsId}/current/reference`),
} as const;

/** Sidebar entry of an operation: its label translatable (current.json), its method and path for the overview's list. */
function sidebarItem(item: {id: string; title: string; api?: {method: string; path: string}}, {basePath}: {basePath: string}) {
  return {
    type: 'doc' as const,
    translatable: true,
    id: basePath ? `${basePath}/${item.id}` : item.id,
    label: item.title,
    className: item.api ? `api-method ${item.api.method}` : undefined,
    customProps: item.api ? {method: item.api.method, path: item.api.path} : undefined,
  };
}

/** The build stops on an invalid description or an unsafe label, before any content loads. */
export async function apiChecks(context: LoadContext) {
  refuseUnsafeLabels(context.siteDir);
  await checkOpenApiFile(path.join(context.siteDir, apiReference.specFile));
  return {name: 'api-checks'};
}

/** The plugins of the API reference, for docusaurus.config.ts. */
export function apiReferencePlugins(options: {remarkPlugins: unknown[]; editUrl?: string}): PluginConfig[] {
  return [
    apiChecks,
    [
      '@docusaurus/plugin-content-docs',
      {
        id: docsId,
        path: apiReference.docsDir,
        routeBasePath: apiReference.route.slice(1),
        sidebarPath: './sidebarsWebApi.ts',
        // src/theme/ApiItem: the theme's page component, swizzled to render on the server.
        docItemComponent: '@theme/ApiItem',
        remarkPlugins: options.remarkPlugins,
        // The overview links to its source; the operation pages have none (custom_edit_url: null).
        editUrl: options.editUrl,
        editLocalizedFiles: true,
      },
    ],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: docsId,
        config: {
          [product]: {
            specPath: apiReference.specFile,
            outputDir: apiReference.outputDir,
            // SPEC: no models (schemas) and no download button: showSchemas stays off, no downloadUrl.
            showInfoPage: false,
            hideSendButton: true,
            // The operation as JSON in the page's front matter, for the request panel (src/theme/ApiItem),
            // and every prop in the page itself: one file per page and language.
            disableCompression: true,
            externalJsonProps: false,
            sidebarOptions: {groupPathsBy: 'tag', sidebarCollapsed: false, sidebarGenerators: {createDocItem: sidebarItem}},
          },
        },
      },
    ],
  ];
}
