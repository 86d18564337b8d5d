import type {Locale} from '@site/config/i18n';

/**
 * The plural form of a count for the site's languages, without the browser's
 * Intl.PluralRules (whose first use loads the locale's plural data, as the
 * first Intl.DateTimeFormat does; see shortDate.ts). English and German have
 * the same cardinal rule: "one" for exactly 1, "other" for every other count.
 * A unit test checks this against Intl.PluralRules.
 */
const pluralForms: Record<Locale, {forms: readonly string[]; select: (count: number) => string}> = {
  en: {forms: ['one', 'other'], select: (count) => (count === 1 ? 'one' : 'other')},
  de: {forms: ['one', 'other'], select: (count) => (count === 1 ? 'one' : 'other')},
};

/** Intl.PluralRules' category of `count` in the locale (English rules in a locale without a rule). */
export function pluralCategory(count: number, locale: string): string {
  return (pluralForms[locale as Locale] ?? pluralForms.en).select(count);
}

/**
 * The form for `count` from a message of forms separated by "|", in the order
 * one|other, as Docusaurus' usePluralForm().selectMessage picks it: with
 * fewer forms than categories, the last one.
 */
export function selectPluralMessage(message: string, count: number, locale: string): string {
  const parts = message.split('|');
  const {forms} = pluralForms[locale as Locale] ?? pluralForms.en;
  const index = forms.indexOf(pluralCategory(count, locale));
  return parts[Math.min(index, parts.length - 1)];
}
