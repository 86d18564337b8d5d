const monthNames = (lang: string) =>
  Array.from({length: 12}, (_, month) =>
    new Intl.DateTimeFormat(lang, {month: 'long', timeZone: 'UTC'}).format(new Date(Date.UTC(2000, month, 1))).toLowerCase(),
  );
/** The months' names in the site's languages, by month (0–11). */
const months = [monthNames('en'), monthNames('de')];

/**
 * A release note's title without its own date at its end, for lists that show the date
 * beside it: "Hotfix 13 January 2025" → "Hotfix", "Hotfix vom 13. Januar 2025" → "Hotfix".
 * A title that names no date, or another one, stays as it is.
 */
export function titleWithoutDate(title: string, isoDate: string): string {
  const match = /^(.*?\S)\s+(?:vom\s+)?(\d{1,2})\.?\s+(\p{L}+)\s+(\d{4})$/u.exec(title.trim());
  if (!match) return title;
  const [, rest, day, month, year] = match;
  const date = new Date(isoDate);
  const sameDate =
    Number(day) === date.getUTCDate() &&
    Number(year) === date.getUTCFullYear() &&
    months.some((names) => names[date.getUTCMonth()] === month.toLowerCase());
  return sameDate ? rest : title;
}
