import type {Options} from '@docusaurus/plugin-content-docs';
import {allAreas} from './products';

type SidebarItemsGenerator = NonNullable<Options['sidebarItemsGenerator']>;
type CategoriesMetadata = Parameters<SidebarItemsGenerator>[0]['categoriesMetadata'];

/**
 * Category metadata for every product area, derived from config/products.ts so
 * that area folders need no `_category_.json` of their own. The keys are the
 * folder paths relative to docs/, as Docusaurus uses them.
 */
export function productCategories(): CategoriesMetadata {
  return Object.fromEntries(
    allAreas().map((area, index) => [
      area.dir,
      {
        label: area.name.en,
        key: `area-${area.dir.replace('/', '-')}`,
        position: 10 + index,
        link: {
          type: 'generated-index',
          slug: `/category/${area.categorySlug}`,
          title: area.name.en,
          description: area.summary.en,
        },
      },
    ]),
  );
}

/**
 * The docs sidebar is generated from the folder tree, with two rules added:
 * product areas get their category from config/products.ts, and docs whose
 * front matter says `displayed_sidebar: null` (SPEC §2 "no sidebar") are left
 * out. Only `_category_.json` link settings make category pages: a doc named
 * like its folder stays an ordinary page.
 */
export const sidebarItemsGenerator: SidebarItemsGenerator = async ({defaultSidebarItemsGenerator, ...args}) =>
  defaultSidebarItemsGenerator({
    ...args,
    docs: args.docs.filter((doc) => doc.frontMatter.displayed_sidebar !== null),
    categoriesMetadata: {...args.categoriesMetadata, ...productCategories()},
    isCategoryIndex: () => false,
  });
