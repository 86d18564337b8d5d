import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {parseRegistry, splitRouteData} from '../../plugins/performance/client-routes/plan.cjs';

const entry = (chunk: string, modulePath: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]`;

/** A small site in the shape Docusaurus generates: a docs root with two products, a blog, a home page. */
function site(baseUrl = '/') {
  const b = baseUrl.replace(/\/$/, '');
  const docs = ['a/one', 'a/two', 'a/three', 'b/one', 'b/two', 'b/three', 'b/four', 'single'];
  const posts = ['p1', 'p2', 'p3', 'tags/x'];
  const route = (p: string, hash: string, extra = '') =>
    `{path: '${p}', component: ComponentCreator('${p}', '${hash}'), exact: true${extra}}`;
  const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  ${posts.map((p, i) => route(`${b}/blog/${p}`, `b${i}`)).join(',\n  ')},
  {path: '${b}/docs', component: ComponentCreator('${b}/docs', 'd00'), routes: [
    {path: '${b}/docs', component: ComponentCreator('${b}/docs', 'd01'), routes: [
      ${docs.map((d, i) => route(`${b}/docs/${d}`, `d${i}a`, `, sidebar: "docs"`)).join(',\n      ')}
    ]}
  ]},
  ${route(`${b}/`, 'h00')},
  {path: '*', component: ComponentCreator('*')}
];`;
  const chunkNames: Record<string, unknown> = {
    [`${b}/docs-d00`]: {__comp: 'docsroot', __context: {plugin: 'docsplugin'}},
    [`${b}/docs-d01`]: {__comp: 'docroot', version: 'versiondata'},
    [`${b}/-h00`]: {__comp: 'home'},
  };
  docs.forEach((d, i) => (chunkNames[`${b}/docs/${d}-d${i}a`] = {__comp: 'docitem', content: `doc-${d.replace('/', '-')}`}));
  posts.forEach(
    (p, i) =>
      (chunkNames[`${b}/blog/${p}-b${i}`] = {__comp: 'blogpost', content: `post-${p.replace('/', '-')}`, items: [{content: 'post-p1'}]}),
  );
  const chunks = new Set<string>();
  const collect = (v: unknown): void => {
    if (typeof v === 'string') chunks.add(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  collect(chunkNames);
  const registrySource = `export default {\n${[...chunks].map((c) => entry(c, `@site/${c}.js`)).join(',\n')}};\n`;
  return {routesSource, chunkNames, registrySource, baseUrl, minRoutes: 3, resourcePath: '/site/.docusaurus/routes.js', client: '/client'};
}

test('large groups of pages become sections; small ones and the frame stay in main.js', () => {
  const {main, sections, prefixes} = splitRouteData(site());
  assert.deepEqual(prefixes, ['/blog', '/docs/a', '/docs/b']);
  assert.deepEqual([...sections.keys()], ['routes-blog', 'routes-docs-a', 'routes-docs-b']);
  // The docs frame, the lone doc, the home page and the 404 stay; section pages leave.
  assert.match(main.routes, /ComponentCreator\("\/docs\/single", "d7a"\)/);
  assert.match(main.routes, /ComponentCreator\("\/", "h00"\)/);
  assert.doesNotMatch(main.routes, /\/docs\/a\/one"/);
  assert.doesNotMatch(main.routes, /\/blog\/p1"/);
  assert.deepEqual(Object.keys(main.chunkNames).sort(), ['/-h00', '/docs-d00', '/docs-d01', '/docs/single-d7a']);
});

test('a top-level section is a parent route that still ends in the 404 page; a nested one joins its list', () => {
  const {main} = splitRouteData(site());
  assert.match(
    main.routes,
    /\{path: "\/blog", component: RouteSectionOutlet, routes: routeList\(\[\{path: "\*", component: ComponentCreator\("\*"\)\}\], \[\["\/blog", "routes-blog", \(\) => import\(\/\* webpackChunkName: "routes-blog" \*\/ "\/site\/\.docusaurus\/routes\.js\?section=routes-blog"\)\]\], 1\)\}/,
  );
  assert.match(
    main.routes,
    /routes: routeList\(\[\n\{path: "\/docs\/single".*\n\], \[\["\/docs\/a", "routes-docs-a", .*\], \["\/docs\/b", "routes-docs-b", .*\]\], 0\)/,
  );
});

test('registry entries move to the only section that uses them; shared ones stay, all without module paths', () => {
  const {main, sections} = splitRouteData(site());
  assert.match(
    main.registry,
    /"docitem": \[\(\) => import\(\/\* webpackChunkName: "docitem" \*\/ "@site\/docitem\.js"\), "", require\.resolveWeak\("@site\/docitem\.js"\)\]/,
  );
  assert.doesNotMatch(main.registry, /"doc-a-one"|"post-p1"|"blogpost"/);
  const docsA = sections.get('routes-docs-a')!;
  assert.match(docsA, /Object\.assign\(registry, \{\n {2}"doc-a-one": \[/);
  assert.doesNotMatch(docsA, /"docitem": \[/);
  assert.match(docsA, /Object\.assign\(routesChunkNames, \{"\/docs\/a\/one-d0a":/);
  assert.match(
    docsA,
    /export default \[\n\{path: "\/docs\/a\/one", component: ComponentCreator\("\/docs\/a\/one", "d0a"\), "exact": true, "sidebar": "docs"\}/,
  );
  // The blog list item chunk used by several posts belongs to the blog section alone.
  assert.match(sections.get('routes-blog')!, /"post-p1": \[/);
});

test('sections of a German build are below /de', () => {
  assert.deepEqual(splitRouteData(site('/de/')).prefixes, ['/de/blog', '/de/docs/a', '/de/docs/b']);
});

test('a list whose non-exact route covers a prefix keeps its pages, so matching order cannot change', () => {
  const source = `export default [
    {path: '/blog', component: ComponentCreator('/blog', 'x'), routes: []},
    {path: '/blog/a', component: ComponentCreator('/blog/a', '1'), exact: true},
    {path: '/blog/b', component: ComponentCreator('/blog/b', '2'), exact: true},
    {path: '/blog/c', component: ComponentCreator('/blog/c', '3'), exact: true}
  ];`;
  const {sections} = splitRouteData({...site(), routesSource: source, chunkNames: {}, registrySource: entry('x', 'y')});
  assert.equal(sections.size, 0);
});

test('unknown shapes fail the build with the file named', () => {
  assert.throws(() => parseRegistry('export default {};', 'registry.js'), /expected 0 registry entries of the known shape in registry\.js/);
  assert.throws(
    () => splitRouteData({...site(), routesSource: 'export default [{path: "/a", component: 1}];'}),
    /\/site\/\.docusaurus\/routes\.js is not a list of routes/,
  );
});

test('the installed Docusaurus writes the route files in the shape the plan reads', () => {
  const codegen = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
  assert.match(
    codegen,
    /\[\(\) => import\(\/\* webpackChunkName: "\$\{chunkName\}" \*\/ "\$\{modulePath\}"\), "\$\{modulePath\}", require\.resolveWeak\("\$\{modulePath\}"\)\]/,
  );
  assert.match(codegen, /component: ComponentCreator\('\$\{routePath\}', '\$\{routeHash\}'\)/);
  assert.match(codegen, /export default \[/);
});
