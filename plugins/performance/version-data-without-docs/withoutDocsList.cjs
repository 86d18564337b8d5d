/**
 * Loader for the docs plugin's prop modules: a version's data
 * (`{"version": {…, "docsSidebars": …, "docs": {…}}}`) loses its `docs` list;
 * every other module passes through unchanged.
 */
'use strict';

module.exports = function withoutDocsList(source) {
  const data = JSON.parse(source);
  const version = data && typeof data === 'object' ? data.version : undefined;
  if (!version || typeof version !== 'object' || !version.docsSidebars || !version.docs) return source;
  return JSON.stringify({...data, version: {...version, docs: {}}});
};
