/**
 * Matching a route path that is a plain string, without building a regular
 * expression for it.
 *
 * react-router matches a route by compiling its path with path-to-regexp the
 * first time it is tried, and the route table, the docs' page list and the
 * docs routes are searched in order. So the first page a reader opens
 * compiled several hundred paths (381 on a doc page) before it could render,
 * and the number grew with every page added. Almost all Docusaurus route
 * paths are plain strings, for which a string comparison gives the same
 * answer. This matcher reproduces exactly what path-to-regexp 1.x builds for
 * such a path; anything else (parameters, groups, wildcards, strict or
 * custom-delimiter options, non-ASCII text) is left to path-to-regexp.
 */
export type PathToRegexpOptions = {end?: boolean; strict?: boolean; sensitive?: boolean; delimiter?: string};

/** What react-router's matchPath uses of the compiled expression. */
export type PathMatcher = {exec(pathname: string): [string] | null; keys: never[]};

/** Outside printable ASCII, where lower-casing may not match the expression's case folding. */
const notAscii = /[^\x20-\x7e]/;
/** Characters with a meaning in path-to-regexp 1.x paths, and anything outside printable ASCII. */
const notPlain = /[\\:()*?+]|[^\x20-\x7e]/;

export function staticPathMatcher(path: string, options: PathToRegexpOptions = {}): PathMatcher | undefined {
  if (notPlain.test(path) || options.strict || options.delimiter !== undefined) return undefined;
  const end = options.end !== false;
  const sensitive = Boolean(options.sensitive);
  // Non-strict: a trailing slash of the path is dropped, and one slash at the very end of the string may follow.
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  const pattern = sensitive ? trimmed : trimmed.toLowerCase();
  return {
    keys: [],
    exec(pathname: string) {
      if (notAscii.test(pathname)) return slowExec(path, options, pathname);
      const subject = sensitive ? pathname : pathname.toLowerCase();
      if (!subject.startsWith(pattern)) return null;
      let length = pattern.length;
      if (subject.length === length + 1 && subject.endsWith('/')) length += 1;
      const rest = subject.slice(length);
      if (end ? rest !== '' : rest !== '' && !rest.startsWith('/')) return null;
      return [pathname.slice(0, length)];
    },
  };
}

/** For a pathname outside printable ASCII, where lower-casing could change lengths: the expression path-to-regexp would build. */
function slowExec(path: string, options: PathToRegexpOptions, pathname: string): [string] | null {
  const escaped = path.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');
  const endsWithDelimiter = escaped.endsWith('\\/');
  let route = `${endsWithDelimiter ? escaped.slice(0, -2) : escaped}(?:\\/(?=$))?`;
  route += options.end !== false ? '$' : '(?=\\/|$)';
  const match = new RegExp(`^${route}`, options.sensitive ? '' : 'i').exec(pathname);
  return match ? [match[0]] : null;
}
