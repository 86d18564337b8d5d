import type {Config} from '@docusaurus/types';

/** The site's locales: English is the default (served at /), German under /de/. */
export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly (string | undefined)[]).includes(value);
}
/** The locales besides the default one: their pages are translations, served under /<locale>/. */
export const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

/** A locale's folder in a build and its URL prefix without slashes: '' for the default locale, else its code. */
export function localeDir(locale: Locale): string {
  return locale === defaultLocale ? '' : locale;
}

export const i18n = {
  defaultLocale,
  locales: [...locales],
  // Docusaurus' defaults otherwise: htmlLang and path are the locale's code, left to right, Gregorian calendar.
  localeConfigs: {en: {label: 'English'}, de: {label: 'Deutsch'}},
} satisfies Config['i18n'];

/**
 * The locale Docusaurus is currently building or serving. Docusaurus loads the
 * config once per locale and sets this variable before it does.
 */
export function currentLocale(): Locale {
  const value = process.env.DOCUSAURUS_CURRENT_LOCALE;
  return isLocale(value) ? value : defaultLocale;
}

/** A string in every locale. */
export type Localized = Record<Locale, string>;

/** Picks the current locale's string from a localized value. */
export const t = (value: Localized, locale: Locale = currentLocale()): string => value[locale];
