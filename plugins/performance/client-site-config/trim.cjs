/**
 * What the browser keeps of the generated site config and site metadata (see index.ts).
 */
'use strict';

const piece = 'plugins/performance/client-site-config';

/** Config fields only the build and the server rendering read. */
const serverOnlyFields = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'markdown',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'webpack',
];
/** Build options among the future flags; the browser reads `future.experimental_router` (and keeps the rest). */
const serverOnlyFutureFields = ['faster', 'experimental_vcs'];

/** `export default {…};` after Docusaurus' comment, the JSON written by its codegen. */
const configModule = /^(\/\*[^]*?\*\/\s*)export default ([^]*);\s*$/;

function trimSiteConfig(source, file) {
  const match = configModule.exec(source);
  if (!match) throw new Error(`${piece}: ${file} is no longer "export default <JSON>;"`);
  let config;
  try {
    config = JSON.parse(match[2]);
  } catch (error) {
    throw new Error(`${piece}: ${file} does not hold JSON: ${error.message}`);
  }
  if (typeof config.baseUrl !== 'string' || !config.themeConfig) throw new Error(`${piece}: ${file} holds no site config`);
  for (const field of serverOnlyFields) delete config[field];
  for (const field of serverOnlyFutureFields) if (config.future) delete config.future[field];
  return `export default ${JSON.stringify(config)};\n`;
}

/** Plugin versions are read only by the debug plugin, which this site does not use. */
function trimSiteMetadata(source, file) {
  let metadata;
  try {
    metadata = JSON.parse(source);
  } catch (error) {
    throw new Error(`${piece}: ${file} does not hold JSON: ${error.message}`);
  }
  if (typeof metadata.docusaurusVersion !== 'string' || !metadata.pluginVersions) {
    throw new Error(`${piece}: ${file} no longer holds docusaurusVersion and pluginVersions`);
  }
  return JSON.stringify({...metadata, pluginVersions: {}});
}

module.exports = {serverOnlyFields, serverOnlyFutureFields, trimSiteConfig, trimSiteMetadata};
