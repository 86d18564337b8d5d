/** Where "Let us know." leads for a query without results, in the modal and on /search: an e-mail to the site's contact. */
export function missingResultsUrl(email: string, query: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Search without results: ${query}`)}`;
}
