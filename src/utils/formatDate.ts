/** A formatter of ISO dates in the given language with these options, read as UTC. */
const formatter = (options: Intl.DateTimeFormatOptions) => (lang: string | undefined) => {
  const format = new Intl.DateTimeFormat(lang, {...options, timeZone: 'UTC'});
  return (isoDate: string) => format.format(new Date(isoDate));
};

/** A long date ("October 16, 2023", "16. Oktober 2023"). */
export const dateFormatter = formatter({dateStyle: 'long'});
/** Day and month ("Jan 13", "13. Jan."): dates in a list under its year's heading. */
export const dayFormatter = formatter({day: 'numeric', month: 'short'});
