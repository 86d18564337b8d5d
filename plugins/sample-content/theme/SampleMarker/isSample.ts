/**
 * A page or post is example content when its front matter says `sample: true`
 * (the content checks allow no other value). Shared by the build (plugins,
 * config) and the theme, so both read the flag the same way.
 */
export function isSample(frontMatter: unknown): boolean {
  return (frontMatter as {sample?: unknown} | null | undefined)?.sample === true;
}
