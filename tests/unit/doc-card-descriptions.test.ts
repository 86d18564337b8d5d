import {test} from 'node:test';
import assert from 'node:assert/strict';
import {descriptionsOf, sampleDocsOf} from '../../plugins/doc-card-descriptions';
import {versionDataModule} from '../../plugins/performance/version-data-without-docs';
import withoutDocsList, {withoutGlobalDocsLists} from '../../plugins/performance/version-data-without-docs/withoutDocsList.cjs';

test('descriptions are collected per docs plugin, version and doc', () => {
  const content = {
    default: {loadedVersions: [{versionName: 'current', docs: [{id: 'srb/welcome', description: 'Start here.'}]}]},
    'web-api': {loadedVersions: [{versionName: 'current', docs: [{id: 'reference', description: 'Endpoints.'}]}]},
  };
  assert.deepEqual(descriptionsOf(content), {
    default: {current: {'srb/welcome': 'Start here.'}},
    'web-api': {current: {reference: 'Endpoints.'}},
  });
  assert.deepEqual(descriptionsOf(undefined), {});
});

test('the docs that are examples are listed per docs plugin and version, for their cards', () => {
  const content = {
    default: {
      loadedVersions: [
        {
          versionName: 'current',
          docs: [
            {id: 'cp/activation', frontMatter: {sample: true}},
            {id: 'cp/setup', frontMatter: {sources: ['https://example.com']}},
          ],
        },
      ],
    },
    'web-api': {loadedVersions: [{versionName: 'current', docs: [{id: 'reference', frontMatter: {}}]}]},
  };
  assert.deepEqual(sampleDocsOf(content), {default: {current: ['cp/activation']}, 'web-api': {current: []}});
  assert.deepEqual(sampleDocsOf(undefined), {});
});

test('version data loses its docs list; other prop modules pass through unchanged', () => {
  const version = {
    version: {pluginId: 'default', docsSidebars: {docs: [{type: 'link', docId: 'a'}]}, docs: {a: {id: 'a', description: 'x'}}},
  };
  assert.deepEqual(JSON.parse(withoutDocsList(JSON.stringify(version))), {
    version: {pluginId: 'default', docsSidebars: {docs: [{type: 'link', docId: 'a'}]}, docs: {}},
  });
  const category = JSON.stringify({categoryGeneratedIndex: {title: 'Setup'}});
  assert.equal(withoutDocsList(category), category);
});

test("global data loses every docs version's docs list; other plugins keep theirs", () => {
  const version = {name: 'current', path: '/docs', mainDocId: 'welcome', sidebars: {docs: {link: {path: '/docs/', label: 'welcome'}}}};
  const data = {
    'docusaurus-plugin-content-docs': {
      default: {path: '/docs', versions: [{...version, docs: [{id: 'welcome', path: '/docs/', sidebar: 'docs'}]}]},
      'web-api': {path: '/web-api', versions: [{...version, path: '/web-api', docs: [{id: 'reference', path: '/web-api/'}]}]},
    },
    'other-plugin': {default: {docs: ['kept']}},
  };
  assert.deepEqual(withoutGlobalDocsLists(data), {
    'docusaurus-plugin-content-docs': {
      default: {path: '/docs', versions: [{...version, docs: []}]},
      'web-api': {path: '/web-api', versions: [{...version, path: '/web-api', docs: []}]},
    },
    'other-plugin': {default: {docs: ['kept']}},
  });
  assert.throws(
    () => withoutGlobalDocsLists({'docusaurus-plugin-content-docs': {default: {path: '/docs', versions: [{name: 'current'}]}}}),
    /docs plugin "default".*PERFORMANCE_LAYER_SKIP=version-data-without-docs/,
  );
});

test('the loader matches the files it is meant for', () => {
  assert.ok(versionDataModule.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json'));
  assert.ok(!versionDataModule.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-a-md-5e3.json'));
});
