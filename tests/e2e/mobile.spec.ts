import {test, expect} from '@playwright/test';
import {hydrated} from './helpers';

test.use({viewport: {width: 390, height: 844}});

test('below 997 px the menu opens as a slide-in sidebar and closes when the window grows', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await expect(toggle).toBeVisible();
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  // On docs pages the docs sidebar is the secondary menu, with a way back to the main menu.
  await page.getByRole('button', {name: /Back to main menu/}).click();
  await expect(sidebar.getByRole('link', {name: 'Release notes'})).toBeVisible();
  await page.setViewportSize({width: 1200, height: 844});
  await expect(sidebar).toBeHidden();
  await expect(toggle).toBeHidden();
});

test('the desktop breakpoint is 997 px', async ({page}) => {
  await page.setViewportSize({width: 996, height: 800});
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  await page.setViewportSize({width: 997, height: 800});
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
});

test('German text hyphenates at 390 px, code does not; English text is left as it is', async ({page}) => {
  await page.goto('/de/docs/srb/working-with-contracts/contract-renewal');
  await hydrated(page);
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toHaveCSS('hyphens', 'auto');
  await expect(page.locator('.theme-doc-markdown p').first()).toHaveCSS('hyphens', 'auto');
  await expect(page.locator('.pagination-nav__label').first()).toHaveCSS('hyphens', 'auto');
  await page.goto('/de/docs/web/administration/setup-web');
  await hydrated(page);
  await expect(page.locator('.theme-doc-markdown code').first()).toHaveCSS('hyphens', 'manual');
  await page.goto('/docs/srb/working-with-contracts/contract-renewal');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveCSS('hyphens', 'manual');
});

test('on a phone, previous and next page stand one above the other, each title within its card', async ({page}) => {
  await page.goto('/de/docs/pb/sales/payment-plan');
  const [previous, next] = [page.locator('.pagination-nav__link--prev'), page.locator('.pagination-nav__link--next')];
  const [p, n] = [(await previous.boundingBox())!, (await next.boundingBox())!];
  expect(n.y, 'the next card starts below the previous one').toBeGreaterThanOrEqual(p.y + p.height);
  expect(Math.round(n.width), 'both cards are as wide as the column').toBe(Math.round(p.width));
  // "Projektaufgaben im Verkaufsauftrag" fits with its words whole: two lines at most.
  const label = previous.locator('.pagination-nav__label');
  const lineHeight = parseFloat(await label.evaluate((el) => getComputedStyle(el).lineHeight));
  expect((await label.boundingBox())!.height).toBeLessThanOrEqual(2 * lineHeight + 1);
});

test('a long German word in a title, the table of contents or a previous/next link breaks only at a syllable, with a hyphen', async ({
  page,
}) => {
  // Chromium here has no German hyphenation dictionary: only the build's soft hyphens (plugins/hyphenation) can do it.
  await page.goto('/de/docs/srb/working-with-contracts/contract-renewal');
  await hydrated(page);
  await page.getByRole('button', {name: 'Auf dieser Seite'}).click();
  const targets = [page.locator('h1'), page.locator('.theme-doc-toc-mobile a').first(), page.locator('.pagination-nav__label').first()];
  let breaks = 0;
  for (const target of targets) {
    // Where a line ends inside the text: the character before the break, from each character's box.
    const ends = await target.evaluate((element) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let previous: {char: string; top: number} | undefined;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          // A range at a line's start can also report an empty box at the end of the line before.
          const box = Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .pop();
          if (!box) continue;
          if (previous && box.top > previous.top + 1) found.push(previous.char);
          previous = {char: text[i]!, top: box.top};
        }
      }
      return found;
    });
    for (const end of ends) expect([' ', '\u00ad', '-'], `${await target.textContent()}: a line ends after "${end}"`).toContain(end);
    breaks += ends.length;
  }
  // The title "Vertragsverlängerung" does not fit a 390 px line whole: the test saw a break.
  expect(breaks).toBeGreaterThan(0);
});
