/**
 * docusaurus-theme-openapi-docs' Redux hooks, swizzled: the swizzled ApiItem creates no
 * store, so the theme's Schema (the one component here that asks) gets no dispatch, as
 * outside a store, and Redux (about 15 kB of gzipped JavaScript) stays out of the pages.
 */
export const useTypedDispatch = (): undefined => undefined;
