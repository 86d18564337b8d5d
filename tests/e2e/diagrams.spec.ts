import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';
import {axeViolations, withMode, type ColourMode} from '../../scripts/a11y/axe';
import {COLUMN_WIDTH} from '../../plugins/diagrams/layout';

// Diagrams are SVG in the HTML (plugins/diagrams): they show without
// JavaScript, in both colour modes, on a desktop and on a phone. A diagram
// wider than its column scrolls in its own box with a cue, and a button shows
// it whole (src/components/Diagram). axe checks the page's <main>, where the
// diagrams are; a11y.spec.ts checks the whole page.

const pages = [
  {locale: 'en', path: '/docs/pb/sales/working-with-sales-docs', title: /diagram/},
  {locale: 'de', path: '/de/docs/pb/sales/working-with-sales-docs', title: /Diagramm/},
];
const widths = [1280, 390];
const modes: ColourMode[] = ['light', 'dark'];
/** The page's background, which edge labels take so the line does not run through them. */
const background = {light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)'};

/** Pages whose diagrams were cut off: chains of steps now drawn top to bottom, and edge labels. */
const fitting = [
  {path: '/docs/pb', label: undefined},
  {path: '/de/docs/pb', label: undefined},
  {path: '/docs/srb/working-with-contracts/contract-renewal', label: 'Create Quotes'},
  {path: '/de/docs/srb/working-with-contracts/contract-renewal', label: undefined},
  {path: '/docs/srb', label: undefined},
  {path: '/de/docs/srb', label: 'Lieferung'},
];

/** A diagram that still scrolls on a phone: a sequence diagram, 754 px (726 px in German) wide. */
const scrolling = [
  {locale: 'en', path: '/docs/pb/sales/working-with-sales-docs', cue: 'Scroll →', button: 'Show whole diagram', close: 'Close'},
  {
    locale: 'de',
    path: '/de/docs/pb/sales/working-with-sales-docs',
    cue: 'Scrollen →',
    button: 'Ganzes Diagramm zeigen',
    close: 'Schließen',
  },
];

/** Without JavaScript the theme's script cannot apply a stored mode; the served HTML is given it instead. */
async function emulateMode(page: Page, mode: ColourMode) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<html([^>]*?)(?: data-theme="[^"]*")?([^>]*)>/, `<html$1 data-theme="${mode}"$2>`);
    return route.fulfill({response, body: html});
  });
}

/** How far each diagram of the page's content overflows its box, in px (0 when it fits). */
function overflows(page: Page): Promise<number[]> {
  return page
    .locator('.theme-doc-markdown .site-diagram__scroll')
    .evaluateAll((boxes) => boxes.map((box) => Math.max(0, box.scrollWidth - box.clientWidth)));
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
          const diagrams = page.locator('.theme-doc-markdown figure.site-diagram svg[role="img"]');
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

  test(`the column the build fits diagrams to is the doc column at 1280 px (${COLUMN_WIDTH} px)`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/docs/srb/working-with-contracts/contract-renewal');
    const box = page.locator('.theme-doc-markdown .site-diagram__scroll').first();
    expect(Math.abs((await box.evaluate((el) => el.clientWidth)) - COLUMN_WIDTH)).toBeLessThanOrEqual(1);
  });

  for (const {path, label} of fitting) {
    for (const width of widths) {
      test(`${path}: every diagram fits the column at ${width} px, with no scroll bar and no cue`, async ({page}) => {
        await page.setViewportSize({width, height: 900});
        await page.goto(path);
        const figures = page.locator('.theme-doc-markdown figure.site-diagram');
        expect(await figures.count()).toBeGreaterThan(0);
        for (const overflow of await overflows(page)) expect(overflow).toBeLessThanOrEqual(1);
        for (const bar of await figures.locator('.site-diagram__bar').all()) expect((await bar.boundingBox())?.height ?? 0).toBe(0);
      });
    }
    if (!label) continue;
    for (const mode of modes) {
      test(`${path}: the edge label "${label}" covers its line (${mode})`, async ({page}) => {
        await emulateMode(page, mode);
        await page.goto(path);
        const edgeLabel = page.locator('.theme-doc-markdown .edgeLabel').filter({hasText: label}).first();
        const rect = edgeLabel.locator('rect.background');
        await expect(rect).toHaveCSS('opacity', '1');
        await expect(rect).toHaveCSS('fill', background[mode]);
      });
    }
  }

  test('at 390 px a diagram wider than the phone scrolls inside its own focusable box, with the cue and no button', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(scrolling[0].path);
    const figure = page.locator('.theme-doc-markdown figure.site-diagram').first();
    const box = figure.locator('.site-diagram__scroll');
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(box).toHaveAttribute('role', 'group');
    await expect(box).toHaveAttribute('aria-labelledby', /-title$/);
    const figureBox = await figure.boundingBox();
    const svgBox = await box.locator('svg').boundingBox();
    expect(figureBox!.width).toBeLessThanOrEqual(390);
    expect(svgBox!.width, 'the diagram is wider than its box, so it scrolls').toBeGreaterThan(figureBox!.width);
    // Labels stay legible: the diagram shrinks to three quarters of its drawn size at most.
    const drawn = Number((await box.locator('svg').getAttribute('viewBox'))!.split(' ')[2]);
    expect(svgBox!.width).toBeGreaterThanOrEqual(drawn * 0.75 - 1);
    // The bar below it is there without JavaScript, and says what to do; the button needs the script.
    await expect(figure.locator('.site-diagram__cue')).toBeVisible();
    await expect(figure.locator('.site-diagram__cue')).toHaveText(scrolling[0].cue);
    await expect(figure.getByRole('button')).toHaveCount(0);
  });

  test('in print a wide diagram fits the page instead of being cut off, without the cue', async ({page}) => {
    await page.emulateMedia({media: 'print'});
    await page.setViewportSize({width: 390, height: 900});
    await page.goto(scrolling[0].path);
    const figure = page.locator('.theme-doc-markdown figure.site-diagram').first();
    const figureBox = await figure.boundingBox();
    const svgBox = await figure.locator('svg').boundingBox();
    expect(svgBox!.width).toBeLessThanOrEqual(figureBox!.width + 1);
    await expect(figure.locator('.site-diagram__bar')).toBeHidden();
  });
});

for (const {locale, path, cue, button, close} of scrolling) {
  test(`a diagram that scrolls shows edge fades and its cue until its end, and shows whole in a dialog (${locale}, 390 px)`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(path);
    await hydrated(page);
    const figure = page.locator('.theme-doc-markdown figure.site-diagram').first();
    const box = figure.locator('.site-diagram__scroll');
    const cueText = figure.locator('.site-diagram__cue');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('data-scroll', 'right');
    await expect(cueText).toHaveText(cue);
    await expect(cueText).toBeVisible();
    // The box is a tab stop; the arrow keys scroll it.
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(figure).toHaveAttribute('data-scroll', 'left right');
    await box.evaluate((el) => el.scrollTo({left: el.scrollWidth}));
    await expect(figure).toHaveAttribute('data-scroll', 'left');
    await expect(cueText).toBeHidden();

    const open = figure.getByRole('button', {name: button});
    await open.click();
    const dialog = page.getByRole('dialog', {name: (await box.locator('svg > title').textContent()) ?? ''});
    await expect(dialog).toBeVisible();
    // The whole diagram: fitted to the dialog, its own ids.
    const copy = dialog.locator('svg[role="img"]');
    await expect(copy).toBeVisible();
    const copyWidth = (await copy.boundingBox())!.width;
    expect(copyWidth).toBeLessThanOrEqual((await dialog.boundingBox())!.width);
    const duplicates = await page.evaluate(() => {
      const ids = Array.from(document.querySelectorAll('[id]'), (el) => el.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
    expect(duplicates).toEqual([]);
    await expect(copy.locator('text > tspan').first()).toHaveCSS('fill', 'rgb(28, 30, 33)');
    await expect(dialog.getByRole('button', {name: close})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    await page.getByRole('dialog').getByRole('button', {name: close}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

// The modes a11y.spec.ts does not check on its diagram page (contract-renewal: German dark, English light).
for (const [{locale, path}, mode] of [
  [pages[0], 'dark'],
  [pages[1], 'light'],
] as const) {
  test(`a diagram page has no axe violations (${locale}, ${mode})`, async ({page}) => {
    await page.goto(withMode(path, mode));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.locator('figure.site-diagram svg').first()).toBeVisible();
    expect(await axeViolations(page, {within: 'main'})).toEqual([]);
  });
}

for (const [{locale, path}, mode] of [
  [scrolling[0], 'light'],
  [scrolling[1], 'dark'],
] as const) {
  test(`the whole-diagram dialog has no axe violations (${locale}, ${mode}, 390 px)`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(withMode(path, mode));
    await hydrated(page);
    await page.locator('.theme-doc-markdown .site-diagram__open').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, {within: '.site-diagram__dialog'})).toEqual([]);
  });
}
