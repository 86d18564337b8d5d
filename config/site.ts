import fs from 'node:fs';
import path from 'node:path';
import type {Localized} from './i18n';
import {readOperatorSettings} from './operator';
import {copyrightNotice} from './operatorDisplay';

// Local builds read the operator settings from .env too (see .env.example), without overriding what is set.
const envFile = path.join(__dirname, '..', '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
const {siteUrl, ...operator} = readOperatorSettings();

/**
 * Site identity: the site's name, logo and copyright, and the operator's
 * details from config/operator.ts (the address, the copyright holder, the
 * imprint). Until the operator gives them, the footer names no holder and the
 * imprint says it is not configured yet (config/operatorDisplay.ts): nothing
 * is invented, and no placeholder reaches a reader.
 */
export const site = {
  /** Public URL the site is deployed to (used for sitemap, feeds and canonical links). */
  url: siteUrl,
  baseUrl: '/',
  title: 'Extension Docs',
  /**
   * The suffix of the site's keys in the browser's storage (colour mode, closed announcement).
   * One for every language: by default each locale's base URL (`/`, `/de/`) gets its own, and
   * a reader who chose dark mode on an English page would find the German pages light.
   */
  storageNamespace: 'extension-docs',
  /** The title of the release-note feeds (Docusaurus would write "<title> Blog" in every language). */
  feedTitle: {
    en: 'Extension Docs – Release notes',
    de: 'Extension Docs – Versionshinweise',
  },
  tagline: {
    en: 'Documentation and release notes for our Business Central extensions',
    de: 'Dokumentation und Versionshinweise zu unseren Business-Central-Erweiterungen',
  },
  logo: {
    // Empty: the logo sits in a link next to the site's name, so a screen
    // reader would hear the name twice (Lighthouse: image-redundant-alt).
    alt: '',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  /**
   * The image link previews show for every page (`og:image`), 1200×630, per
   * language as it carries the tagline: `npm run social-card` renders it from
   * the name, tagline and logo above (scripts/social-card.ts).
   */
  socialCard: {en: 'img/social-card.png', de: 'img/social-card-de.png'} as Localized,
  /**
   * "Copyright © 2025–2026 ACME GmbH" in the footer and the feeds, in both languages: from the
   * first year (FIRST_COPYRIGHT_YEAR) to the build's.
   */
  copyright: copyrightNotice(operator.company, new Date().getUTCFullYear()),
  /** Copyright holder, imprint (legal notice) details and contact address (config/operator.ts). */
  operator,
  /**
   * Optional announcement bar (SPEC §2/§4); `undefined` hides it. Its id is
   * `topic` plus a hash of `content` (config/announcementId.ts), so changing
   * the text shows the bar again to readers who closed it. After `expires`
   * (ISO date) the bar is no longer shown. News is news for a while: the bar
   * expires at most half a year after `published`, and links to pages in the
   * reader's language that are no examples, never to the blog lists while most
   * release notes are examples (tests/unit/announcement-id.test.ts).
   */
  announcementBar: {
    topic: 'bilingual-docs',
    content: {
      en: 'The documentation is now available in English and German. <a href="/docs/">Find the documentation of your app</a>.',
      de: 'Die Dokumentation gibt es jetzt auf Deutsch und Englisch. <a href="/de/docs/">Zur Dokumentation Ihrer App</a>.',
    },
    backgroundColor: 'var(--site-announcement-bg)',
    textColor: 'var(--site-announcement-fg)',
    isCloseable: true,
    published: '2026-11-22',
    expires: '2027-02-28',
  } as AnnouncementBar | undefined,
} as const;

export interface AnnouncementBar {
  /** The readable start of the bar's id, such as `bilingual-docs`. */
  topic: string;
  content: Localized;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
  /** The day the text was first shown (ISO date). */
  published?: string;
  expires?: string;
}

export type Site = typeof site;
