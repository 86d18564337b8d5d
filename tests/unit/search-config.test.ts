import {test} from 'node:test';
import assert from 'node:assert/strict';
import {algoliaThemeConfig, searchSettings} from '../../plugins/search/settings';

test('Algolia Insights, which loads a script from a CDN, is off unless ALGOLIA_INSIGHTS=true, and needs Algolia', () => {
  const algolia = {ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'};
  assert.equal(algoliaThemeConfig(searchSettings(algolia)).insights, false);
  assert.equal(algoliaThemeConfig(searchSettings({})).insights, false);
  assert.equal(algoliaThemeConfig(searchSettings({...algolia, ALGOLIA_INSIGHTS: 'false'})).insights, false);
  assert.equal(algoliaThemeConfig(searchSettings({...algolia, ALGOLIA_INSIGHTS: 'true'})).insights, true);
  assert.throws(() => searchSettings({ALGOLIA_INSIGHTS: 'true'}), /ALGOLIA_INSIGHTS=true needs Algolia search/);
  assert.throws(() => searchSettings({...algolia, ALGOLIA_INSIGHTS: 'yes'}), /ALGOLIA_INSIGHTS must be "true" or "false", not "yes"/);
});
