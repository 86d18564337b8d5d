import type {Locale} from '@site/config/i18n';

/**
 * Short dates ("Nov 4, 2025", "4. Nov. 2025") without the browser's Intl API:
 * the first Intl.DateTimeFormat of a page loads the locale's date data, a
 * main-thread task of 12–20 ms in Chromium here, and doc pages use no Intl API
 * otherwise (README, "Patched dependencies"). The same text as
 * Intl.DateTimeFormat(lang, {day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC'}), which a unit test checks for every month.
 */
const shortMonths: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
};

const patterns: Record<Locale, (day: number, month: string, year: number) => string> = {
  en: (day, month, year) => `${month} ${day}, ${year}`,
  de: (day, month, year) => `${day}. ${month} ${year}`,
};

/** The UTC calendar day of a timestamp, in the given locale; ISO (2025-11-04) in a locale without a table. */
export function shortDate(timestamp: number, locale: string): string {
  const date = new Date(timestamp);
  const months = shortMonths[locale as Locale];
  if (!months) return date.toISOString().slice(0, 10);
  return patterns[locale as Locale](date.getUTCDate(), months[date.getUTCMonth()], date.getUTCFullYear());
}
