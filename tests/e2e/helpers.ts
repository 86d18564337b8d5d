import fs from 'node:fs';
import path from 'node:path';
import {test, type Page} from '@playwright/test';
import {siteBuildDir} from '../../playwright.config';
import {localeDir, locales} from '../../config/i18n';
import type {PieceName} from '../../plugins/performance/switch';
import {withoutPiece} from '../layer';

/**
 * Skips the test (or, in a describe block, its tests) with the reason when the
 * build under test has not got the performance layer's piece whose effect it
 * tests (tests/layer.ts): with PERFORMANCE_LAYER=off, for instance.
 */
export function skipWithoutPiece(pieces: PieceName | readonly PieceName[]): void {
  const reason = withoutPiece(pieces, siteBuildDir);
  test.skip(reason !== false, reason || '');
}

/** Whether the build under test has the performance layer's piece (tests/layer.ts). */
export function builtWith(piece: PieceName): boolean {
  return withoutPiece(piece, siteBuildDir) === false;
}

const buildDir = siteBuildDir;

/** Every page path listed in the sitemaps of both locales, e.g. "/docs/srb" and "/de/docs/srb". */
export function sitemapPaths(): string[] {
  const paths: string[] = [];
  for (const file of locales.map((locale) => path.join(buildDir, localeDir(locale), 'sitemap.xml'))) {
    const xml = fs.readFileSync(file, 'utf8');
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.push(new URL(loc).pathname);
    }
  }
  return paths;
}

/**
 * Waits until React has hydrated the page (Docusaurus sets this attribute).
 * A readiness gate, not a timing check: with two test workers on two cores
 * the API pages can take longer than the default 5 s to hydrate. A wait for
 * the selector sees the attribute as soon as it is set; an assertion polls
 * every 500 ms after its first few tries.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
}

/** Collects console errors and warnings plus uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}
