/**
 * Example content: docs and release notes whose front matter says `sample: true`
 * (plugins/sample-content). The setting SAMPLE_CONTENT decides what a build does with
 * them, and this module is the only place that reads it:
 *
 * - `include` (the default, also when unset): they are built, and every page,
 *   list entry, feed item and search hit of one is marked as an example;
 * - `exclude`: neither language contains any of them (pages, lists, tags,
 *   archive, feeds, changelogs, sitemap, search index).
 */
export type SampleContentMode = 'include' | 'exclude';

/** The mode a SAMPLE_CONTENT value asks for; anything but `include`, `exclude` or nothing is an error. */
export function parseSampleContentMode(value: string | undefined): SampleContentMode {
  if (value === undefined || value === '' || value === 'include') return 'include';
  if (value === 'exclude') return 'exclude';
  throw new Error(
    `SAMPLE_CONTENT is "${value}", but it must be "include" (the default: examples are built and marked as examples) or "exclude" (a build without any example page or post).`,
  );
}

export const sampleContentMode: SampleContentMode = parseSampleContentMode(process.env.SAMPLE_CONTENT);
