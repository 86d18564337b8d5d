/**
 * Settings of the Algolia index, as DocSearch's requests expect them: the
 * Docusaurus template of the DocSearch crawler, with `distinct` on the page.
 * The modal asks for hierarchy.lvl0–lvl6, content, type and url, snippets of
 * those, and (contextual search) filters on `language` and `docusaurus_tag`;
 * the /search page adds `distinct: 1`, one hit per page.
 */
import type {IndexSettings} from 'algoliasearch';
import {locales} from '../../../config/i18n';
import {levels} from '../client/types';

/**
 * Hits per page when a request does not say: the modal shows up to three
 * sections of a page, as it does with the embedded index (SECTIONS_PER_PAGE in
 * plugins/search/client/embedded/client.ts).
 */
export const SECTIONS_PER_PAGE = 3;

export const docSearchSettings = {
  // The captions a section explains (bold, italic) as its headings, then what the page says it is about (its
  // description and keywords); the words readers use for a page's app last: they find its pages, never above its own words.
  searchableAttributes: [
    ...levels.map((level) => `unordered(hierarchy.${level})`),
    'captions',
    'unordered(about)',
    'content',
    'unordered(area)',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'filterOnly(sample)'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'sample'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  // One page, however many of its sections match (records share url_without_anchor).
  attributeForDistinct: 'url_without_anchor',
  distinct: SECTIONS_PER_PAGE,
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  // Typos as the embedded index allows them (plugins/search/client/embedded/ranking.ts): one from 4 letters, two from 8.
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  // Plurals and stop words of both languages of the site; German compounds split into their words.
  ignorePlurals: true,
  removeStopWords: [...locales],
  queryLanguages: [...locales],
  indexLanguages: [...locales],
  decompoundQuery: true,
  decompoundedAttributes: {de: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content']},
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
} satisfies IndexSettings;
