import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';
import {axeViolations, withMode, type ColourMode} from '../../scripts/a11y/axe';

// axe-core (WCAG 2.2 A/AA) on a representative set: every page type once, at
// 1280 px, the open mobile menu and a few pages at 390 px. Other specs check
// what they are about in place: the search modal and /search (search.spec.ts),
// diagrams, page actions, example notices. `npm run check:a11y -- --all` sweeps
// every page of both sitemaps in both modes; CI runs it on every push to main.

const pageTypes: Record<string, string> = {
  home: '/',
  'doc page': '/docs/srb/working-with-contracts/contract-renewal',
  'category index': '/docs/category/setup',
  'blog list': '/blog',
  'blog post': '/blog/release-2025-04-15',
  'tag page': '/blog/tags/project-billing',
  archive: '/blog/archive',
  search: '/search?q=contract',
  imprint: '/imprint',
  'not found': '/this-page-does-not-exist',
  'API overview': '/web-api',
  'API operation': '/web-api/reference/list-time-recordings',
};
const locales = [
  {name: 'en', prefix: ''},
  {name: 'de', prefix: '/de'},
];

async function expectAccessible(page: Page, path: string, mode: ColourMode) {
  await page.goto(withMode(path, mode));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Guard against checking an empty page.
  await expect(page.locator('main').first()).not.toBeEmpty();
  expect(await axeViolations(page), `${path} (${mode})`).toEqual([]);
}

// Each page type once. Language and colour mode turn over from one type to the
// next (en light, de dark, en dark, de light, …), so every mode is checked in
// both languages. Light and dark differ only in colours, the languages only in
// words; the full sweep checks each page in both modes.
const pairings: [(typeof locales)[number], ColourMode][] = [
  [locales[0], 'light'],
  [locales[1], 'dark'],
  [locales[0], 'dark'],
  [locales[1], 'light'],
];
for (const [i, [type, path]] of Object.entries(pageTypes).entries()) {
  const [locale, mode] = pairings[i % pairings.length];
  test(`${type} (${locale.name}, ${mode}) has no axe violations`, async ({page}) => {
    await expectAccessible(page, locale.prefix + path, mode);
  });
}

test.describe('390 px', () => {
  test.use({viewport: {width: 390, height: 844}});
  const phone: [string, ColourMode][] = [
    ['/de/', 'dark'],
    ['/docs/srb/working-with-contracts/contract-renewal', 'light'],
    ['/blog', 'dark'],
    ['/de/blog/release-2025-04-15', 'light'],
  ];
  for (const [path, mode] of phone) {
    test(`${path} (${mode}) has no axe violations`, async ({page}) => {
      await expectAccessible(page, path, mode);
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`the open mobile menu has no axe violations (${mode})`, async ({page}) => {
      await page.goto(withMode('/docs/', mode));
      await hydrated(page);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

// axe does not check the contrast of graphics (WCAG 1.4.11): every control that is only an icon
// (close ×, colour mode, menus, the phone's search) must stand out 3:1 from what is behind it.
for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`icon-only controls have 3:1 contrast (${mode}, ${width} px)`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(withMode('/docs/srb/working-with-contracts/contract-renewal', mode));
      await hydrated(page);
      const found = await page.evaluate(() => {
        const rgba = (css: string) => {
          const [r, g, b, a = 1] = (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '0 0 0 0')
            .split(/[\s,/]+/)
            .filter(Boolean)
            .map(Number);
          return {r, g, b, a};
        };
        const luminance = ({r, g, b}: {r: number; g: number; b: number}) => {
          const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
        };
        const behind = (element: Element) => {
          for (let e: Element | null = element; e; e = e.parentElement) {
            const c = rgba(getComputedStyle(e).backgroundColor);
            if (c.a > 0.5) return c;
          }
          return {r: 255, g: 255, b: 255, a: 1};
        };
        const opacity = (element: Element) => {
          let o = 1;
          for (let e: Element | null = element; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
          return o;
        };
        const controls = Array.from(document.querySelectorAll('button, a, [role="button"]')).filter(
          (c) =>
            c.querySelector('svg') &&
            (c as HTMLElement).innerText.trim() === '' &&
            c.checkVisibility({checkOpacity: true, checkVisibilityCSS: true}) &&
            c.getBoundingClientRect().right > 0 &&
            c.getBoundingClientRect().left < innerWidth,
        );
        return controls.map((control) => {
          const shape = control.querySelector('svg path, svg line, svg circle, svg rect, svg polyline') ?? control.querySelector('svg')!;
          const style = getComputedStyle(shape);
          const ink = rgba(style.stroke !== 'none' ? style.stroke : style.fill);
          const alpha = ink.a * opacity(shape);
          const bg = behind(control);
          const mix = (k: 'r' | 'g' | 'b') => ink[k] * alpha + bg[k] * (1 - alpha);
          const [a, b] = [luminance({r: mix('r'), g: mix('g'), b: mix('b')}), luminance(bg)];
          const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          return {name: control.getAttribute('aria-label') ?? control.className, ratio: Math.round(ratio * 100) / 100};
        });
      });
      expect(found.length, 'icon-only controls on the page').toBeGreaterThan(1);
      expect(found.filter((c) => c.ratio < 3)).toEqual([]);
    });
  }
}
