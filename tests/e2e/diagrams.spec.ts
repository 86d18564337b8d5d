import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';
import {axeViolations, withMode, type ColourMode} from '../../scripts/a11y/axe';

// Diagrams are SVG in the HTML (plugins/diagrams): they show without
// JavaScript, in both colour modes, on a desktop and on a phone. axe checks the page's
// <main>, where the diagrams are; a11y.spec.ts checks the whole page.

const pages = [
  {locale: 'en', path: '/docs/pb/sales/working-with-sales-docs', title: /diagram/},
  {locale: 'de', path: '/de/docs/pb/sales/working-with-sales-docs', title: /Diagramm/},
];
const widths = [1280, 390];
const modes: ColourMode[] = ['light', 'dark'];

/** Without JavaScript the theme's script cannot apply a stored mode; the served HTML is given it instead. */
async function emulateMode(page: Page, mode: ColourMode) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<html([^>]*?)(?: data-theme="[^"]*")?([^>]*)>/, `<html$1 data-theme="${mode}"$2>`);
    return route.fulfill({response, body: html});
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  for (const {locale, path, title} of pages) {
    for (const width of widths) {
      for (const mode of modes) {
        test(`${path} shows its diagrams (${locale}, ${width} px, ${mode})`, async ({page}) => {
          await page.setViewportSize({width, height: 900});
          await emulateMode(page, mode);
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          const diagrams = page.locator('.theme-doc-markdown figure.site-diagram > svg[role="img"]');
          await expect(diagrams).toHaveCount(1);
          for (const svg of await diagrams.all()) {
            await svg.scrollIntoViewIfNeeded();
            await expect(svg).toBeVisible();
            const box = await svg.boundingBox();
            expect(box && box.width > 100 && box.height > 50, `diagram size ${JSON.stringify(box)}`).toBe(true);
            await expect(svg.locator('title')).toHaveText(/\S/);
          }
          // Node text takes the colour mode's text colour, not Mermaid's fixed one.
          const text = page.locator('figure.site-diagram text > tspan').first();
          await expect(text).toHaveCSS('fill', mode === 'dark' ? 'rgb(227, 227, 227)' : 'rgb(28, 30, 33)');
          await expect(page.locator('figure.site-diagram title').first()).toHaveText(title);
        });
      }
    }
  }

  test('at 390 px a wide diagram scrolls inside its own focusable box, not the page', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/pb');
    const figure = page.locator('figure.site-diagram').first();
    await expect(figure).toHaveAttribute('tabindex', '0');
    await expect(figure).toHaveAttribute('aria-labelledby', /-title$/);
    const figureBox = await figure.boundingBox();
    const svgBox = await figure.locator('svg').boundingBox();
    expect(figureBox!.width).toBeLessThanOrEqual(390);
    expect(svgBox!.width, 'the diagram is wider than its box, so it scrolls').toBeGreaterThan(figureBox!.width);
    // Labels stay legible: the diagram shrinks to three quarters of its drawn size at most.
    const drawn = Number((await figure.locator('svg').getAttribute('viewBox'))!.split(' ')[2]);
    expect(svgBox!.width).toBeGreaterThanOrEqual(drawn * 0.75 - 1);
  });

  test('in print a wide diagram fits the page instead of being cut off', async ({page}) => {
    await page.emulateMedia({media: 'print'});
    await page.setViewportSize({width: 700, height: 900});
    await page.goto('/docs/pb');
    const figure = page.locator('figure.site-diagram').first();
    const figureBox = await figure.boundingBox();
    const svgBox = await figure.locator('svg').boundingBox();
    expect(svgBox!.width).toBeLessThanOrEqual(figureBox!.width + 1);
  });
});

for (const {locale, path} of pages) {
  for (const mode of modes) {
    test(`a diagram page has no axe violations (${locale}, ${mode})`, async ({page}) => {
      await page.goto(withMode(path, mode));
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('figure.site-diagram svg').first()).toBeVisible();
      expect(await axeViolations(page, {within: 'main'})).toEqual([]);
    });
  }
}
