import samplePosts from '@generated/release-notes/default/sample-posts.json';

const samples = new Set<string>(samplePosts);

/**
 * Whether a post is an example, by permalink, for lists whose items carry no
 * front matter (the blog sidebar). plugins/release-notes writes the module, so
 * only the pages that import this load it.
 */
export const isSamplePost = (permalink: string): boolean => samples.has(permalink);
