import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {explorerPartials, isThemeStylesheet, withoutExplorerStyles} from '../../plugins/openapi-theme';

const themeStylesheet = path.join(
  path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')),
  'lib',
  'theme',
  'styles.scss',
);

test("the theme's stylesheet loses exactly the explorer's partials", () => {
  const scss = fs.readFileSync(themeStylesheet, 'utf8');
  const kept = withoutExplorerStyles(scss);
  for (const partial of explorerPartials) {
    assert.match(scss, new RegExp(`@use "\\./ApiExplorer/${partial}/`), `${partial} is in the theme's stylesheet`);
    assert.doesNotMatch(kept, new RegExp(`@use "\\./ApiExplorer/${partial}/`), `${partial} is dropped`);
  }
  // What the reference pages render stays: parameters, schemas, response tabs, code blocks, the endpoint line.
  for (const partial of [
    'ParamsItem/ParamsItem',
    'SchemaItem/SchemaItem',
    'ApiTabs/ApiTabs',
    'ApiExplorer/ApiCodeBlock/Content/Content',
    'ApiExplorer/MethodEndpoint/MethodEndpoint',
  ]) {
    assert.match(kept, new RegExp(`@use "\\./${partial}";`));
  }
  assert.match(kept, /--openapi-required:/);
});

test('a stylesheet without the expected partials is an error, not a silent no-op', () => {
  assert.throws(() => withoutExplorerStyles('@use "./Other/Other";\n'), /explorer partials were not found/);
});

test("the theme's stylesheet is recognised by its path on every platform", () => {
  assert.equal(isThemeStylesheet(themeStylesheet), true);
  assert.equal(isThemeStylesheet('C:\\site\\node_modules\\docusaurus-theme-openapi-docs\\lib\\theme\\styles.scss'), true);
  assert.equal(isThemeStylesheet('/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/styles.scss'), true);
  assert.equal(isThemeStylesheet('/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiTabs/styles.scss'), false);
  assert.equal(isThemeStylesheet('C:\\site\\src\\css\\custom.scss'), false);
});

test("the theme's code samples get the stand-in for postman-code-generators, which offers no language", () => {
  const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));
  const generators = require.resolve('postman-code-generators', {paths: [themeDir]});
  assert.equal(
    fs.realpathSync(generators),
    path.join(__dirname, '..', '..', 'plugins', 'openapi-theme', 'postman-code-generators', 'index.js'),
  );
  const {generateLanguageSet} = require(path.join(themeDir, 'lib', 'theme', 'ApiExplorer', 'CodeSnippets', 'languages.js'));
  assert.deepEqual(generateLanguageSet(), []);
  const {convert} = require(generators);
  let answer: unknown;
  convert('curl', 'cURL', {}, {}, (error: unknown) => (answer = error));
  assert.match(String(answer), /not installed/);
});
