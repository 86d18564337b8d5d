/**
 * The accessibility rule set of the site, shared by the end-to-end test
 * (tests/e2e/a11y.spec.ts) and the sitemap sweep (scripts/check-a11y.ts).
 *
 * axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules. No rule is disabled.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type ColourMode = 'light' | 'dark';

/** The URL of `pagePath` opened in the given colour mode (the theme reads `docusaurus-theme`). */
export function withMode(pagePath: string, mode: ColourMode): string {
  return `${pagePath}${pagePath.includes('?') ? '&' : '?'}docusaurus-theme=${mode}`;
}

/** The rules whose outcome depends on the colour mode. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is now; returns one readable line per failing
 * element. `colourOnly` runs just the rules a colour-mode switch can change;
 * `within` (a selector) checks only that part of the page.
 */
export async function axeViolations(
  page: Page,
  {colourOnly = false, within}: {colourOnly?: boolean; within?: string} = {},
): Promise<string[]> {
  // Colours fade after a colour-mode switch (CSS transitions); measuring
  // half-way would report contrast the reader never sees.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself instead of gathering frames' results in a blank page
  // it opens per run, which took half of each check's time; it fails on a cross-origin frame, of
  // which the site has none. Violations only: no selectors built for the nodes that pass.
  // options() replaces what was set before it, so it comes before the tags.
  let builder = new AxeBuilder({page})
    .setLegacyMode(true)
    .options({resultTypes: ['violations']})
    .withTags(wcagTags);
  if (colourOnly) builder = builder.withRules(colourRules);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  const lines: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      lines.push(`${violation.id} (${violation.impact}): ${node.target.join(' ')} :: ${summary}`);
    }
  }
  return lines;
}
