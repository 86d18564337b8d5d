import sampleDocs from '@generated/sample-content/default/sample-docs.json';

const samples = new Set<string>(sampleDocs);

/**
 * Whether a doc is an example, by permalink, for links that carry no front
 * matter (docs sidebar, previous/next links, breadcrumbs). plugins/sample-content
 * writes the module, so only the pages that import this load it.
 */
export const isSampleDoc = (permalink: string): boolean => samples.has(permalink);
