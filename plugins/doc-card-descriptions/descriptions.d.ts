/** The modules the plugin writes (index.ts), as the DocCard wrapper imports them. */
declare module '@generated/doc-card-descriptions/default/descriptions.json' {
  import type {DocDescriptions} from '@site/plugins/doc-card-descriptions';

  const descriptions: DocDescriptions;
  export default descriptions;
}

/** The ids of the docs that are examples, as the DocCard wrapper imports them. */
declare module '@generated/doc-card-descriptions/default/sample-docs.json' {
  import type {SampleDocs} from '@site/plugins/doc-card-descriptions';

  const sampleDocs: SampleDocs;
  export default sampleDocs;
}
