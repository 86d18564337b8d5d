/** A long date ("October 16, 2023", "16. Oktober 2023") in the given language, read as UTC. */
export function dateFormatter(lang: string | undefined): (isoDate: string) => string {
  const format = new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: 'UTC'});
  return (isoDate) => format.format(new Date(isoDate));
}

/** Day and month ("Jan 13", "13. Jan.") in the given language, read as UTC: dates in a list under its year's heading. */
export function dayFormatter(lang: string | undefined): (isoDate: string) => string {
  const format = new Intl.DateTimeFormat(lang, {day: 'numeric', month: 'short', timeZone: 'UTC'});
  return (isoDate) => format.format(new Date(isoDate));
}
