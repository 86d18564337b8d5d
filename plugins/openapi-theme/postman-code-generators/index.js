// Stand-in for postman-code-generators (see README.md): the interface that
// docusaurus-theme-openapi-docs' code samples call, offering no language.
'use strict';

const unavailable = () => new Error('postman-code-generators is not installed: the site shows its own cURL sample');

module.exports = {
  getLanguageList: () => [],
  getOptions: (_language, _variant, callback) => callback(unavailable()),
  convert: (_language, _variant, _request, _options, callback) => callback(unavailable()),
};
