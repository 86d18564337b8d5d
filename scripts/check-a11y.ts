/**
 * Accessibility sweep with axe-core (WCAG 2.2 A/AA) over the built site served
 * by nginx with the production configuration.
 *
 *   npm run check:a11y                   the home page and the docs home of both languages
 *   npm run check:a11y -- --all          every page of build/, both languages (scripts/a11y/pages.ts):
 *                                        the sitemaps leave out the example pages, which are noindex
 *   npm run check:a11y -- /docs/ /blog   the given paths
 *
 * Every rule runs in the first colour mode; the second mode, reached with the
 * colour toggle, reruns the rules that depend on colour (contrast).
 * Options: --dark-only / --light-only (default: both colour modes),
 * --workers=N parallel pages (default 3). A11Y_PORT sets the port (default 3502).
 * Exits 1 when any page has a violation.
 */
import {chromium} from '@playwright/test';
import {startNginx, buildDir} from '../tests/hosts/nginx';
import {chromiumArgs, chromiumPath} from '../plugins/diagrams/chromium';
import {locales, localeDir} from '../config/i18n';
import {axeViolations, withMode, type ColourMode} from './a11y/axe';
import {builtPages} from './a11y/pages';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const workers = Number(args.find((a) => a.startsWith('--workers='))?.split('=')[1] ?? 3);
const port = Number(process.env.A11Y_PORT ?? 3502);

async function main(): Promise<void> {
  const given = args.filter((a) => !a.startsWith('--'));
  const homes = locales.map((locale) => (localeDir(locale) ? `/${localeDir(locale)}/` : '/'));
  const paths = flags.has('--all') ? builtPages(buildDir) : given.length ? given : homes.flatMap((home) => [home, `${home}docs/`]);
  const modes: ColourMode[] = flags.has('--dark-only') ? ['dark'] : flags.has('--light-only') ? ['light'] : ['light', 'dark'];
  const jobs = [...paths];
  const server = await startNginx({port});
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const failures = new Map<string, string[]>();
  const started = Date.now();
  let done = 0;
  let pages = 0;
  try {
    await Promise.all(
      Array.from({length: Math.max(1, workers)}, async () => {
        const context = await browser.newContext({viewport: {width: 1280, height: 800}});
        const page = await context.newPage();
        for (let pagePath = jobs.shift(); pagePath; pagePath = jobs.shift()) {
          // One page load per page: the first mode from the URL, the second
          // through the colour toggle, as a reader would switch.
          let label = `${pagePath} (${modes[0]})`;
          try {
            await page.goto(`http://127.0.0.1:${port}${withMode(pagePath, modes[0])}`);
            await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 30_000});
            for (const [i, mode] of modes.entries()) {
              label = `${pagePath} (${mode})`;
              if (i > 0) {
                await page.locator('.navbar [class*="colorModeToggle"] button').first().click();
                await page.locator(`html[data-theme="${mode}"]`).waitFor({timeout: 5_000});
              }
              // The second mode changes colours only, so only the colour rules run again.
              const violations = await axeViolations(page, {colourOnly: i > 0});
              if (violations.length) failures.set(label, violations);
              done++;
            }
          } catch (error) {
            failures.set(label, [`could not check: ${(error as Error).message.split('\n')[0]}`]);
          }
          if (++pages % 50 === 0) console.log(`  ${pages} of ${paths.length} pages checked…`);
        }
        await context.close();
      }),
    );
  } finally {
    await browser.close();
    server.kill('SIGQUIT');
  }
  const byRule = new Map<string, number>();
  for (const [label, lines] of failures) {
    console.log(`\n${label}`);
    for (const line of lines) {
      console.log(`  ${line}`);
      const rule = line.split(' ')[0];
      byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nChecked ${done} page views (${paths.length} pages × ${modes.join(' and ')} mode) in ${seconds} s.`);
  if (failures.size === 0) return console.log('No accessibility violations (axe-core, WCAG 2.2 A/AA).');
  console.log(`${failures.size} page views with violations:`);
  for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${rule}: ${count} elements`);
  process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
