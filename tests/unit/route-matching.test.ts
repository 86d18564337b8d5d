import {test} from 'node:test';
import assert from 'node:assert/strict';
import pathToRegexp from 'path-to-regexp';
import {matchPath} from 'react-router';
import {staticPathMatcher, type PathToRegexpOptions} from '../../plugins/performance/route-matching/staticPath';

// Route paths of the kinds Docusaurus generates.
const plainPaths = [
  '/',
  '/de/',
  '/docs',
  '/docs/',
  '/docs/srb/sales/dealing-with-currencies',
  '/de/docs/srb/vertrieb/w%C3%A4hrungen',
  '/blog/page/2',
  '/blog/tags/fix/page/11',
  '/web-api/get-api-timerecordings',
  '/a.b',
  '/a-b_c~d',
  '/x/',
];
const patternPaths = ['*', '/docs/:id', '/x/(a|b)', '/files/*', '/opt/:id?', '/plus/:p+', '/ü'];

function pathnamesFor(path: string): string[] {
  const base = path.replace(/[:*?+()|]/g, '') || '/';
  return [
    base,
    `${base}/`,
    base.toUpperCase(),
    `${base}/child`,
    `${base}//`,
    `${base}x`,
    `${base}/index.html`,
    base.replace(/\/$/, ''),
    '/',
    '',
    '/docs/srb',
    '/DOCS/SRB/SALES/DEALING-WITH-CURRENCIES/',
    '/de/docs/srb/vertrieb/w%c3%a4hrungen',
    '/ü/',
    '/docs?q=(a)*',
    '/blog/x#part',
  ];
}

const options: PathToRegexpOptions[] = [];
for (const end of [false, true]) for (const sensitive of [false, true]) options.push({end, sensitive});

test("plain paths match exactly as path-to-regexp's expressions do", () => {
  let checked = 0;
  for (const path of plainPaths) {
    for (const option of options) {
      const fast = staticPathMatcher(path, option);
      assert.ok(fast, `${path} is handled without an expression`);
      const expression = pathToRegexp(path, [], option);
      for (const pathname of pathnamesFor(path)) {
        const expected = expression.exec(pathname);
        assert.deepEqual(fast.exec(pathname), expected ? [expected[0]] : null, `${path} ${JSON.stringify(option)} on "${pathname}"`);
        checked++;
      }
    }
  }
  assert.ok(checked > 500);
});

test('patterns, strict matching, other delimiters and non-ASCII paths are left to path-to-regexp', () => {
  for (const path of patternPaths) assert.equal(staticPathMatcher(path), undefined, path);
  assert.equal(staticPathMatcher('/docs', {strict: true}), undefined);
  assert.equal(staticPathMatcher('/docs', {delimiter: '.'}), undefined);
});

test("react-router's matchPath gives the same matches with the fast path", () => {
  // matchPath as react-router computes it, but from the fast matcher.
  const fastMatchPath = (pathname: string, path: string, exact: boolean) => {
    const match = staticPathMatcher(path, {end: exact, strict: false, sensitive: false})!.exec(pathname);
    if (!match) return null;
    const [url] = match;
    return {path, url: path === '/' && url === '' ? '/' : url, isExact: pathname === url, params: {}};
  };
  for (const path of plainPaths) {
    for (const exact of [false, true]) {
      for (const pathname of pathnamesFor(path)) {
        assert.deepEqual(fastMatchPath(pathname, path, exact), matchPath(pathname, {path, exact}), `${path} exact=${exact} "${pathname}"`);
      }
    }
  }
});
