/**
 * Splits Docusaurus' generated route data for the browser build into a small
 * table that main.js carries and one section module per large group of pages.
 *
 * Input: the three files Docusaurus writes to .docusaurus/
 * - routes.js: the nested route table, one `ComponentCreator(path, hash)` per route;
 * - routesChunkNames.json: "<path>-<hash>" -> the route's chunk names;
 * - registry.js: chunk name -> [loader, module path, module id].
 *
 * A section is every leaf route of one route list whose path continues the
 * list's base by the same segment: "/docs/srb/…" below the docs root,
 * "/blog/…" at the top level. A section of `minRoutes` or more pages leaves
 * main.js; its routes, their chunk names and the registry entries no other
 * part uses move to the section module, which the browser loads before it
 * renders or prefetches a page of that section (client/runtime.ts).
 *
 * Plain CommonJS: the bundler loads it from loader.cjs without a compile step.
 */
'use strict';

/** Marks a route's component in the parsed table. */
const COMPONENT = Symbol('component');
const OUTLET = Symbol('outlet');

/** Evaluates routes.js with a ComponentCreator that records its arguments. */
function parseRoutes(source, file = 'routes.js') {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  let routes;
  try {
    routes = new Function('ComponentCreator', body)((...args) => ({[COMPONENT]: args}));
  } catch (error) {
    throw new Error(`plugins/performance/client-routes: cannot read the route table ${file}: ${error.message}`);
  }
  if (!Array.isArray(routes) || !routes.every((r) => r && typeof r.path === 'string' && r.component?.[COMPONENT])) {
    throw new Error(`plugins/performance/client-routes: ${file} is not a list of routes with ComponentCreator components.`);
  }
  return routes;
}

/**
 * Registry entries, in file order:
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],
 * Fails when an entry has another shape (a Docusaurus upgrade changed the file).
 */
const registryEntry = /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2", require\.resolveWeak\("\2"\)\]/g;

function parseRegistry(source, file = 'registry.js') {
  const entries = new Map();
  for (const [, chunk, modulePath] of source.matchAll(registryEntry)) entries.set(chunk, modulePath);
  const expected = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (expected === 0 || entries.size !== expected) {
    throw new Error(
      `plugins/performance/client-routes: expected ${expected} registry entries of the known shape in ${file}, found ${entries.size}.`,
    );
  }
  return entries;
}

const normalizePath = (p) => p.toLowerCase().replace(/\/+$/, '');

/** Every chunk name in a chunk-name tree. */
function chunkNamesOf(tree, into = new Set()) {
  if (typeof tree === 'string') into.add(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesOf(value, into);
  return into;
}

const routeKey = (route) => `${route.component[COMPONENT][0]}-${route.component[COMPONENT][1]}`;
const isLeaf = (route) => !route.routes && route.path !== '*' && route.exact === true;

/** Every route key of a subtree. */
function routeKeysOf(routes, into = []) {
  for (const route of routes) {
    if (route.path !== '*') into.push(routeKey(route));
    if (route.routes) routeKeysOf(route.routes, into);
  }
  return into;
}

/**
 * Decides the sections. Returns the route table for main.js (sections replaced
 * by placeholders) and the sections, each with its prefix and routes.
 *
 * The top-level list is rendered once by Docusaurus' App, so a top-level
 * section becomes a parent route (prefix, not exact) whose list the section
 * fills, ending with the catch-all page so unknown paths below it still show
 * "page not found". Nested lists are rendered on every render from the
 * route's own list, so a nested section is appended to that list.
 */
function planSections(routes, {baseUrl = '/', minRoutes = 3} = {}) {
  const sections = [];
  const notFound = routes.find((r) => r.path === '*');

  function split(list, base, topLevel) {
    const byPrefix = new Map();
    for (const route of list) {
      const p = normalizePath(route.path);
      if (!isLeaf(route) || !p.startsWith(`${base}/`)) continue;
      const segment = p.slice(base.length + 1).split('/')[0];
      if (!segment) continue;
      const prefix = `${base}/${segment}`;
      if (!byPrefix.has(prefix)) byPrefix.set(prefix, []);
      byPrefix.get(prefix).push(route);
    }
    const taken = new Set();
    const placeholders = new Map();
    for (const [prefix, members] of byPrefix) {
      if (members.length < minRoutes) continue;
      // A route that is not exact and whose path covers the prefix would
      // compete with the section's pages; such a list keeps its routes.
      const competes = list.some(
        (r) => !members.includes(r) && r.path !== '*' && !r.exact && `${prefix}/`.startsWith(`${normalizePath(r.path)}/`),
      );
      if (competes) continue;
      const section = {id: `routes${prefix.replace(/[^a-z0-9]+/g, '-')}`, prefix, routes: members};
      sections.push(section);
      members.forEach((m) => taken.add(m));
      placeholders.set(members[0], section);
    }
    const kept = [];
    const listSections = [];
    for (const route of list) {
      const section = placeholders.get(route);
      if (section && topLevel) {
        kept.push({path: section.prefix, component: {[OUTLET]: true}, section, tail: notFound ? [notFound] : []});
      } else if (section) {
        listSections.push(section);
      }
      if (taken.has(route)) continue;
      kept.push(route.routes ? {...route, routes: split(route.routes, normalizePath(route.path), false)} : route);
    }
    if (listSections.length > 0) kept.sections = listSections;
    return kept;
  }

  const table = split(routes, normalizePath(baseUrl), true);
  return {table, sections};
}

// ---------------------------------------------------------------------------
// Code generation

const js = (value) => JSON.stringify(value);

function routeCode(route, ctx) {
  if (route.component[OUTLET]) {
    const {section, tail} = route;
    return `{path: ${js(section.prefix)}, component: RouteSectionOutlet, routes: routeList([${tail
      .map((r) => routeCode(r, ctx))
      .join(', ')}], [${sectionCode(section, ctx)}], ${tail.length})}`;
  }
  const [p, hash] = route.component[COMPONENT];
  const parts = [
    `path: ${js(route.path)}`,
    `component: ComponentCreator(${[p, hash]
      .filter((a) => a !== undefined)
      .map(js)
      .join(', ')})`,
  ];
  for (const [key, value] of Object.entries(route)) {
    if (key === 'path' || key === 'component') continue;
    if (key === 'routes') parts.push(`routes: ${listCode(value, ctx)}`);
    else parts.push(`${js(key)}: ${js(value)}`);
  }
  return `{${parts.join(', ')}}`;
}

function listCode(list, ctx) {
  const items = `[\n${list.map((r) => routeCode(r, ctx)).join(',\n')}\n]`;
  return list.sections ? `routeList(${items}, [${list.sections.map((s) => sectionCode(s, ctx)).join(', ')}], 0)` : items;
}

function sectionCode(section, ctx) {
  const request = js(`${ctx.resourcePath}?section=${section.id}`);
  return `[${js(section.prefix)}, ${js(section.id)}, () => import(/* webpackChunkName: ${js(section.id)} */ ${request})]`;
}

function registryCode(entries) {
  return [...entries]
    .map(
      ([chunk, modulePath]) =>
        `  ${js(chunk)}: [() => import(/* webpackChunkName: ${js(chunk)} */ ${js(modulePath)}), "", require.resolveWeak(${js(modulePath)})]`,
    )
    .join(',\n');
}

/**
 * Everything the loaders emit, from the three generated files.
 * `resourcePath` is routes.js, which also serves the section modules
 * (`routes.js?section=<id>`); `client` is the folder of the browser modules
 * the table imports.
 */
function splitRouteData({routesSource, chunkNames, registrySource, baseUrl, minRoutes, resourcePath, client}) {
  const routes = parseRoutes(routesSource, resourcePath);
  const registry = parseRegistry(registrySource);
  const {table, sections} = planSections(routes, {baseUrl, minRoutes});

  // Which part needs each chunk: the section that alone uses it, or main.
  const owner = new Map();
  const sectionKeys = new Map(sections.map((s) => [s, routeKeysOf(s.routes)]));
  const inSection = new Set([...sectionKeys.values()].flat());
  const claim = (chunk, part) => owner.set(chunk, owner.has(chunk) && owner.get(chunk) !== part ? 'main' : part);
  for (const [key, tree] of Object.entries(chunkNames)) if (!inSection.has(key)) for (const c of chunkNamesOf(tree)) claim(c, 'main');
  for (const [section, keys] of sectionKeys) for (const key of keys) for (const c of chunkNamesOf(chunkNames[key] ?? {})) claim(c, section);
  const registryOf = (part) => [...registry].filter(([chunk]) => (owner.get(chunk) ?? 'main') === part);

  const ctx = {resourcePath};
  const imports = [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import {routeList} from ${js(`${client}/runtime`)};`,
    `import RouteSectionOutlet from ${js(`${client}/RouteSectionOutlet`)};`,
  ].join('\n');
  const main = {
    routes: `${imports}\n\nexport default ${listCode(table, ctx)};\n`,
    chunkNames: Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !inSection.has(key))),
    registry: `export default {\n${registryCode(registryOf('main'))}\n};\n`,
  };
  const sectionModules = new Map(
    sections.map((section) => {
      const keys = sectionKeys.get(section);
      const names = Object.fromEntries(keys.map((k) => [k, chunkNames[k]]));
      const code = [
        "import ComponentCreator from '@docusaurus/ComponentCreator';",
        "import registry from '@generated/registry';",
        "import routesChunkNames from '@generated/routesChunkNames';",
        `Object.assign(registry, {\n${registryCode(registryOf(section))}\n});`,
        `Object.assign(routesChunkNames, ${js(names)});`,
        `export default [\n${section.routes.map((r) => routeCode(r, ctx)).join(',\n')}\n];`,
      ].join('\n');
      return [section.id, code];
    }),
  );
  return {main, sections: sectionModules, prefixes: sections.map((s) => s.prefix)};
}

module.exports = {parseRoutes, parseRegistry, planSections, splitRouteData};
