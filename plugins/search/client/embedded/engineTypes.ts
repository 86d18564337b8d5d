/**
 * The embedded engine's shared types: its languages and its pages, as the index
 * (./engine.ts), text analysis (./analysis.ts), ranking (./ranking.ts) and the
 * download (./wireFormat.ts) all read them.
 */
import type {Locale} from '../../../../config/i18n';

/** The languages of the index: the site's locales, each with its stemmer and synonyms. */
export type Language = Locale;

/** A page as the index holds it. */
export interface IndexedPage {
  id: number;
  /** Site path of the page without its language prefix ("/docs/ps/dissolution"). */
  url: string;
  title: string;
  /** The app, or "Release notes". */
  lvl0: string;
  /** The words readers use for the page's app (config/products.ts): searched, not stored. */
  area?: string;
  kind: 'doc' | 'release';
  sample?: boolean;
  headings: string;
  /** What the page says it is about (its front matter's description and keywords): searched, not stored. */
  about?: string;
  /** The interface captions the page explains (its bold and italic spans): searched, not stored. */
  captions?: string;
  body: string;
}

/** What the index stores of a page and returns with each hit: what ranking reads (its URL comes with its sections). */
export type StoredPage = Pick<IndexedPage, 'title' | 'lvl0' | 'kind' | 'sample'>;
