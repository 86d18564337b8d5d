/** The installed DocSearch version, for theme-search-algolia's v3/v4 checks, without loading DocSearch itself. */
import docsearchPackage from '@docsearch/react/package.json';

export const version: string = docsearchPackage.version;
