/** Loader for the generated site config and site metadata of the browser build (trim.cjs). */
'use strict';
const path = require('node:path');
const {trimSiteConfig, trimSiteMetadata} = require('./trim.cjs');

module.exports = function clientSiteConfigLoader(source) {
  this.addDependency(require.resolve('./trim.cjs'));
  const file = path.basename(this.resourcePath);
  return file === 'site-metadata.json' ? trimSiteMetadata(source, this.resourcePath) : trimSiteConfig(source, this.resourcePath);
};
