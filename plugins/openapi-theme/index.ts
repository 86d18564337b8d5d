/**
 * docusaurus-theme-openapi-docs without the styles of its interactive API
 * explorer. The site renders its own (src/components/ApiReference/ApiExplorer shows the
 * authentication headers and a cURL sample instead), yet the theme's
 * stylesheet, which Docusaurus puts into the one CSS file every page loads,
 * carries all of the explorer's styles, its language tabs alone about
 * 21 KiB gzipped. This wrapper leaves the theme as it is and drops those
 * partials from its stylesheet before Sass compiles it.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs';

/** Partials of the theme's styles.scss that style only the replaced explorer. */
export const explorerPartials = [
  'CodeTabs',
  'FloatingButton',
  'FormFileUpload',
  'FormItem',
  'FormLabel',
  'FormMultiSelect',
  'FormSelect',
  'FormTextInput',
  'LiveEditor',
  'ParamOptions',
  'Request',
  'Response',
  'Server',
];

/** The theme's stylesheet source without the `@use` lines of the explorer's partials. */
export function withoutExplorerStyles(scss: string): string {
  const pattern = new RegExp(`^@use "\\./ApiExplorer/(${explorerPartials.join('|')})/\\w+";\\n`, 'gm');
  const kept = scss.replace(pattern, '');
  // A theme update that renames the partials must not pass unnoticed.
  if (scss.length - kept.length === 0)
    throw new Error('plugins/openapi-theme: the explorer partials were not found in the theme stylesheet');
  return kept;
}

/** The theme's own styles.scss, whichever separator the platform's paths use. */
export const isThemeStylesheet = (resourcePath: string) => /[\\/]theme[\\/]styles\.scss$/.test(resourcePath);

type SassUse = {loader?: string; options?: Record<string, unknown>};
type Rule = {use?: SassUse[]};

export default function openapiThemeWithoutExplorerStyles(context: LoadContext, options: unknown): Plugin {
  const theme = (openapiTheme as unknown as (c: LoadContext, o: unknown) => Plugin)(context, options);
  const configureWebpack = theme.configureWebpack!;
  return {
    ...theme,
    configureWebpack(...args) {
      const result = configureWebpack.apply(theme, args) as {module?: {rules?: Rule[]}};
      const sassLoaders = (result.module?.rules ?? [])
        .flatMap((rule) => rule.use ?? [])
        .filter((use) => use.loader?.includes('sass-loader'));
      if (sassLoaders.length === 0)
        throw new Error('plugins/openapi-theme: the theme no longer configures sass-loader; review this wrapper');
      for (const loader of sassLoaders) {
        loader.options = {
          ...loader.options,
          additionalData: (content: string, loaderContext: {resourcePath: string}) =>
            isThemeStylesheet(loaderContext.resourcePath) ? withoutExplorerStyles(content) : content,
        };
      }
      return result as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
