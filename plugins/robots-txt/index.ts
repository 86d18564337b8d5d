/**
 * robots.txt at the site's root, written after the build: it lets crawlers in
 * and names the sitemap of every language by its absolute URL, which comes
 * from the configured site URL (SITE_URL, config/site.ts) rather than a
 * hard-coded host. Pages that must not be indexed say so themselves
 * (`<meta name="robots" content="noindex">`); a crawler has to fetch them to
 * read that, so robots.txt disallows nothing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {I18n, Plugin} from '@docusaurus/types';

/** The absolute URL of each language's sitemap, the default language first. */
export function sitemapUrls(url: string, baseUrl: string, i18n: Pick<I18n, 'defaultLocale' | 'locales' | 'localeConfigs'>): string[] {
  const siteRoot = `${url.replace(/\/+$/, '')}${baseUrl}`;
  const others = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
  return [`${siteRoot}sitemap.xml`, ...others.map((locale) => `${siteRoot}${i18n.localeConfigs[locale]?.path ?? locale}/sitemap.xml`)];
}

export function robotsTxt(sitemaps: string[]): string {
  return ['User-agent: *', 'Allow: /', '', ...sitemaps.map((sitemap) => `Sitemap: ${sitemap}`), ''].join('\n');
}

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig, i18n}) {
      // One file for the whole site, in the default language's folder (the site's root).
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(sitemapUrls(siteConfig.url, siteConfig.baseUrl, i18n)));
    },
  };
}
