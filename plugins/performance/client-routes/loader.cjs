/**
 * Loader for the three generated route files of the browser build
 * (routes.js, routesChunkNames.json, registry.js): each gets the part main.js
 * keeps, and `routes.js?section=<id>` becomes that section's module (plan.cjs).
 * Each call reads the other two files, so all agree on one plan.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const {splitRouteData} = require('./plan.cjs');

let cached = {key: undefined, value: undefined};

module.exports = function clientRoutesLoader(source) {
  const {file, baseUrl, client, minRoutes} = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  // The build cache must also see changes to the plan itself.
  this.addDependency(require.resolve('./plan.cjs'));
  const read = (name) => {
    const filePath = path.join(dir, name);
    this.addDependency(filePath);
    return fs.readFileSync(filePath, 'utf8');
  };
  const routesSource = file === 'routes' ? source : read('routes.js');
  const chunkNamesSource = file === 'chunkNames' ? source : read('routesChunkNames.json');
  const registrySource = file === 'registry' ? source : read('registry.js');
  const routesPath = path.join(dir, 'routes.js');

  const key = [routesSource, chunkNamesSource, registrySource, baseUrl, minRoutes, routesPath].join('\0');
  if (cached.key !== key) {
    const chunkNames = JSON.parse(chunkNamesSource);
    cached = {key, value: splitRouteData({routesSource, chunkNames, registrySource, baseUrl, minRoutes, resourcePath: routesPath, client})};
  }
  const {main, sections} = cached.value;

  if (file === 'chunkNames') return JSON.stringify(main.chunkNames);
  if (file === 'registry') return main.registry;
  const section = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('section');
  if (section === null) return main.routes;
  if (!sections.has(section)) throw new Error(`plugins/performance/client-routes: no route section "${section}" in ${routesPath}.`);
  return sections.get(section);
};
