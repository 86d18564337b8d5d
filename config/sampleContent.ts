/** SAMPLE_CONTENT, what a build does with example content (config/README.md); the only place that reads it. */
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
