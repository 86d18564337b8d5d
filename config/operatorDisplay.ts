/**
 * What readers see of the operator settings (config/operator.ts): nothing of a
 * setting that is not given yet. A page leaves its line out and says that the
 * site is not configured yet, with NOT_CONFIGURED_ATTRIBUTE on that notice; a
 * production deploy refuses a build that has it (scripts/deploy/check-build.ts).
 *
 * No Node.js module here: the imprint and the terms page import it in the browser.
 */

/** A value that stands for a missing one: the default, anything in square brackets, or an example.com/org address. */
export function isPlaceholder(value: string): boolean {
  return /^\[.*\]$/.test(value.trim()) || /(^|[@./])example\.(com|org|net)(\/|$)/i.test(value.trim());
}

/**
 * The attribute of the notice that says the site is not configured yet; its value
 * lists the missing settings by their keys in config/operator.ts ("company street").
 */
export const NOT_CONFIGURED_ATTRIBUTE = 'data-operator-not-configured';

/** The imprint's details, in the order the page shows them. */
export const imprintFields = ['company', 'street', 'city', 'country', 'representedBy', 'email', 'phone', 'register', 'vatId'] as const;
export type ImprintField = (typeof imprintFields)[number];

/** The imprint's details that are given (placeholders left out), and the keys of those that are not. */
export function imprintDetails(operator: Record<ImprintField, string>): {
  given: Partial<Record<ImprintField, string>>;
  missing: ImprintField[];
} {
  const given: Partial<Record<ImprintField, string>> = {};
  const missing: ImprintField[] = [];
  for (const field of imprintFields) {
    const value = operator[field]?.trim() ?? '';
    if (value === '' || isPlaceholder(value)) missing.push(field);
    else given[field] = value;
  }
  return {given, missing};
}

/** The year the site's copyright starts (the requirements: "Copyright year 2025"). */
export const FIRST_COPYRIGHT_YEAR = 2025;

/**
 * The copyright line of the footer and the feeds: "Copyright © 2025–2026 ACME GmbH", the years
 * from the first to the build's (one year while they are the same), and no holder while
 * OPERATOR_COMPANY is not given.
 */
export function copyrightNotice(company: string, buildYear: number, firstYear = FIRST_COPYRIGHT_YEAR): string {
  const years = buildYear > firstYear ? `${firstYear}–${buildYear}` : String(firstYear);
  const holder = company.trim() === '' || isPlaceholder(company) ? '' : ` ${company.trim()}`;
  return `Copyright © ${years}${holder}`;
}
