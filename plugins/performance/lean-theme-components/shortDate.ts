import type {Locale} from '@site/config/i18n';

/**
 * Dates without the browser's Intl API, short ("Nov 4, 2025", "4. Nov. 2025")
 * for last-updated lines and long ("November 4, 2025", "4. November 2025") for
 * release notes: the first Intl.DateTimeFormat of a page loads the locale's
 * date data, a main-thread task of 12–20 ms in Chromium here (on a blog list
 * page with ten previews, about 100 ms on Lighthouse's emulated phone), and
 * doc and blog pages use no Intl API otherwise (README, "Patched
 * dependencies"). The same text as Intl.DateTimeFormat(lang, {day: 'numeric',
 * month: 'short' or 'long', year: 'numeric', timeZone: 'UTC'}), which a unit
 * test checks for every month.
 */
const shortMonths: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
};

const longMonths: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
};

const patterns: Record<Locale, (day: number, month: string, year: number) => string> = {
  en: (day, month, year) => `${month} ${day}, ${year}`,
  de: (day, month, year) => `${day}. ${month} ${year}`,
};

function utcDate(timestamp: number | string, locale: string, monthNames: Record<Locale, readonly string[]>): string {
  const date = new Date(timestamp);
  const months = monthNames[locale as Locale];
  if (!months) return date.toISOString().slice(0, 10);
  return patterns[locale as Locale](date.getUTCDate(), months[date.getUTCMonth()], date.getUTCFullYear());
}

/** The UTC calendar day of a timestamp, in the given locale, month abbreviated; ISO (2025-11-04) in a locale without a table. */
export function shortDate(timestamp: number, locale: string): string {
  return utcDate(timestamp, locale, shortMonths);
}

/** The UTC calendar day of a timestamp or ISO date, in the given locale, month in full; ISO in a locale without a table. */
export function longDate(timestamp: number | string, locale: string): string {
  return utcDate(timestamp, locale, longMonths);
}
