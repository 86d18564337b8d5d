/**
 * path-to-regexp 1.x as react-router imports it, with a fast path for plain
 * route paths (staticPath.ts). Everything else, and the helpers react-router
 * also uses (compile for generatePath), are the original's.
 */
import original from 'path-to-regexp';
import {staticPathMatcher, type PathToRegexpOptions} from './staticPath';

type Original = (path: unknown, keys?: unknown, options?: unknown) => unknown;

function pathToRegexp(path: unknown, keys?: unknown, options?: PathToRegexpOptions): unknown {
  const fast = typeof path === 'string' && Array.isArray(keys) ? staticPathMatcher(path, options) : undefined;
  return fast ?? (original as unknown as Original)(path, keys, options);
}

export default Object.assign(pathToRegexp, {
  parse: original.parse,
  compile: original.compile,
  tokensToFunction: original.tokensToFunction,
  tokensToRegExp: original.tokensToRegExp,
});
