/**
 * The API reference's plugins (openapi/README.md): a docs instance at /<product>-api rendering
 * the operation pages that docusaurus-plugin-openapi-docs' `gen-api-docs` command writes
 * (`npm run api:generate`; committed), the plugin itself with its options, and apiChecks.
 */
import path from 'node:path';
import type {LoadContext, PluginConfig} from '@docusaurus/types';
import {apiReference} from '../../config/api';
import {refuseUnsafeLabels} from '../content-checks/categories';
import {checkOpenApiFile} from './check';

const {product, docsId} = apiReference;

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
