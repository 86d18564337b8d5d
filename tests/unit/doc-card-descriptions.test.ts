import {test} from 'node:test';
import assert from 'node:assert/strict';
import {descriptionsOf, sampleDocsOf} from '../../plugins/doc-card-descriptions';
import {versionDataModule} from '../../plugins/performance/version-data-without-docs';
import withoutDocsList from '../../plugins/performance/version-data-without-docs/withoutDocsList.cjs';

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

test('the loader matches the files it is meant for', () => {
  assert.ok(versionDataModule.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json'));
  assert.ok(!versionDataModule.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-a-md-5e3.json'));
});
