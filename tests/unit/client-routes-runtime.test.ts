import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from 'react-router-config';
import {
  ensureRoutes,
  loadedSections,
  missingSections,
  preloadPath,
  routeList,
} from '../../plugins/performance/client-routes/client/runtime';

const page = (path: string): RouteConfig => ({path, exact: true});

test('a path loads only its sections, once, and their routes join the list before the fixed tail', async () => {
  let loads = 0;
  const notFound = {path: '*'};
  const list = routeList(
    [notFound],
    [
      [
        '/de/blog',
        'routes-de-blog',
        async () => {
          loads += 1;
          return {default: [page('/de/blog/a'), page('/de/blog/b')]};
        },
      ],
    ],
    1,
  );
  assert.deepEqual(missingSections('/de/docs/x'), []);
  assert.deepEqual(missingSections('/DE/Blog/a/'), ['routes-de-blog'], 'case and trailing slash are ignored, as route matching does');
  assert.deepEqual(missingSections('/de/blogger'), [], 'a prefix is a whole path segment');
  const before = loadedSections();
  await Promise.all([ensureRoutes('/de/blog/a'), ensureRoutes('/de/blog')]);
  assert.equal(loads, 1);
  assert.equal(loadedSections(), before + 1);
  assert.deepEqual(
    list.map((r) => r.path),
    ['/de/blog/a', '/de/blog/b', '*'],
  );
  assert.deepEqual(missingSections('/de/blog/a'), []);
});

test('a failed section load rejects and is tried again next time', async () => {
  let attempt = 0;
  const list = routeList(
    [],
    [
      [
        '/docs/srb',
        'routes-docs-srb',
        async () => {
          attempt += 1;
          if (attempt === 1) throw new Error('ChunkLoadError');
          return {default: [page('/docs/srb/x')]};
        },
      ],
    ],
    0,
  );
  await assert.rejects(ensureRoutes('/docs/srb/x'), /ChunkLoadError/);
  assert.deepEqual(missingSections('/docs/srb/x'), ['routes-docs-srb']);
  await ensureRoutes('/docs/srb/x');
  assert.deepEqual(
    list.map((r) => r.path),
    ['/docs/srb/x'],
  );
});

test('encoded paths find their section, and a malformed one does not throw', async () => {
  routeList([], [['/docs/über', 'routes-docs-ueber', async () => ({default: []})]], 0);
  assert.deepEqual(missingSections('/docs/%C3%BCber/x'), ['routes-docs-ueber']);
  assert.deepEqual(missingSections('/docs/%E0%A4%A'), []);
  await ensureRoutes('/docs/%C3%BCber/x');
  assert.deepEqual(missingSections('/docs/%C3%BCber/x'), []);
});

test('preloading a first URL with a malformed encoding resolves and preloads the not-found page', async () => {
  const preloaded: string[] = [];
  const component = (name: string) => Object.assign(() => null, {preload: async () => preloaded.push(name)});
  const routes: RouteConfig[] = [
    {
      path: '/docs',
      component: component('docs frame'),
      routes: [
        {path: '/docs/über', exact: true, component: component('über')},
        {path: '*', component: component('not found')},
      ],
    },
  ];
  await preloadPath(routes, '/docs/%E0%A4%A');
  assert.deepEqual(preloaded, ['docs frame', 'not found']);
  preloaded.length = 0;
  await preloadPath(routes, '/docs/%C3%BCber');
  assert.deepEqual(
    preloaded,
    ['docs frame', 'not found', 'docs frame', 'über'],
    'the encoded and the decoded path, as Docusaurus preloads them',
  );
});
