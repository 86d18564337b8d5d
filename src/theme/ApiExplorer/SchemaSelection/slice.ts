/** docusaurus-theme-openapi-docs' schema selection state, swizzled: without a store (../../ApiItem/hooks.ts), nothing to select into. */
export const setSchemaSelection = (selection: {path: string; index: number}) => ({type: 'schemaSelection/set', payload: selection});
