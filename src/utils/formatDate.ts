/** A long date ("October 16, 2023", "16. Oktober 2023") in the given language, read as UTC. */
export function dateFormatter(lang: string | undefined): (isoDate: string) => string {
  const format = new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: 'UTC'});
  return (isoDate) => format.format(new Date(isoDate));
}
