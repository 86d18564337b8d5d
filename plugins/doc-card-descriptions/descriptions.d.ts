/** The module the plugin writes (index.ts), as the DocCard wrapper imports it. */
declare module '@generated/doc-card-descriptions/default/descriptions.json' {
  import type {DocDescriptions} from '@site/plugins/doc-card-descriptions';

  const descriptions: DocDescriptions;
  export default descriptions;
}
