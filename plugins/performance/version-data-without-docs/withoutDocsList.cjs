/**
 * Loader for the docs plugin's prop modules and the site's global data:
 * - a version's data (`{"version": {…, "docsSidebars": …, "docs": {…}}}`) loses its `docs` list;
 * - the global data (`{"docusaurus-plugin-content-docs": {<id>: {versions: [{…, docs: […]}]}}}`)
 *   loses each version's `docs` list, which main.js would otherwise carry to every page;
 * every other module passes through unchanged.
 */
'use strict';

const docsPlugin = 'docusaurus-plugin-content-docs';

function withoutGlobalDocsLists(data) {
  const instances = data[docsPlugin];
  if (!instances) return data;
  const emptied = {};
  for (const [id, instance] of Object.entries(instances)) {
    if (!instance || !Array.isArray(instance.versions) || instance.versions.some((v) => !Array.isArray(v.docs))) {
      throw new Error(
        `version-data-without-docs: the global data of docs plugin "${id}" has no versions with a docs list; check the piece against the installed docs plugin, or switch it off with PERFORMANCE_LAYER_SKIP=version-data-without-docs.`,
      );
    }
    emptied[id] = {...instance, versions: instance.versions.map((version) => ({...version, docs: []}))};
  }
  return {...data, [docsPlugin]: emptied};
}

module.exports = function withoutDocsList(source) {
  const data = JSON.parse(source);
  const options = this && typeof this.getOptions === 'function' ? this.getOptions() : {};
  if (options.globalData) return JSON.stringify(withoutGlobalDocsLists(data));
  const version = data && typeof data === 'object' ? data.version : undefined;
  if (!version || typeof version !== 'object' || !version.docsSidebars || !version.docs) return source;
  return JSON.stringify({...data, version: {...version, docs: {}}});
};

module.exports.withoutGlobalDocsLists = withoutGlobalDocsLists;
