/** The modules the plugin writes (index.ts), as the DocCard wrapper imports them. */
declare module '@generated/doc-card-descriptions/default/descriptions.json' {
  import type {descriptionsOf} from '@site/plugins/doc-card-descriptions';

  const descriptions: ReturnType<typeof descriptionsOf>;
  export default descriptions;
}

/** The ids of the docs that are examples, as the DocCard wrapper imports them. */
declare module '@generated/doc-card-descriptions/default/sample-docs.json' {
  import type {sampleDocsOf} from '@site/plugins/doc-card-descriptions';

  const sampleDocs: ReturnType<typeof sampleDocsOf>;
  export default sampleDocs;
}
