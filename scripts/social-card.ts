/**
 * Renders the social images (`site.socialCard` in config/site.ts) that link
 * previews show for every page: 1200×630 PNGs, one per language, with the
 * site's logo, name and tagline. Draws an SVG and renders it in Debian's
 * Chromium (plugins/diagrams/chromium.ts) with Playwright; run it after changing any of these:
 *
 *   npm run social-card
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {locales, type Locale} from '../config/i18n';
import {site} from '../config/site';
import {chromiumArgs, chromiumPath} from '../plugins/diagrams/chromium';
import {escapeHtml} from '../plugins/search/client/highlight';

export const width = 1200;
export const height = 630;

const siteDir = path.resolve(__dirname, '..');

/** Splits text into lines of at most `max` characters, at spaces. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The card of one language as SVG: logo, name and tagline on the site's colours. */
export function socialCardSvg(locale: Locale): string {
  const logo = fs.readFileSync(path.join(siteDir, 'static', site.logo.src), 'utf8');
  const logoUri = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
  const tagline = wrap(site.tagline[locale], 40)
    .map((line, i) => `<tspan x="96" dy="${i === 0 ? 0 : 58}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#f4f8fb"/>
  <rect width="${width}" height="24" fill="#1f5f8b"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="#1f5f8b"/>
  <image href="${logoUri}" x="96" y="112" width="128" height="128"/>
  <text x="260" y="204" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="80" font-weight="bold" fill="#12344d">${escapeHtml(site.title)}</text>
  <text x="96" y="360" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="44" fill="#2b3a47">${tagline}</text>
</svg>`;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const page = await browser.newPage({viewport: {width, height}, deviceScaleFactor: 1});
    for (const locale of locales) {
      await page.setContent(`<!doctype html><body style="margin:0">${socialCardSvg(locale)}</body>`);
      const file = path.join(siteDir, 'static', site.socialCard[locale]);
      await page.screenshot({path: file, clip: {x: 0, y: 0, width, height}});
      console.log(`${path.relative(siteDir, file)} (${locale})`);
    }
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
