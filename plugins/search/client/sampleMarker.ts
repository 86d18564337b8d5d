/**
 * The badge that marks hits from sample pages (pages that show a
 * representative example rather than sourced facts). DocSearch renders the
 * page title of a hit as HTML, so the badge travels inside that HTML: a fixed
 * element around the escaped, translated label. Styled in ./sampleMarker.css.
 */
import {escapeHtml} from './highlight';
import type {SearchHit} from './types';

/**
 * Prefixes the page title (lvl1) with the badge wherever a title can come
 * from: the snippet and highlight values of a fresh hit, and the raw value,
 * which is all a recent or favourite search keeps.
 */
export function markAsSample(hit: SearchHit, label: string): SearchHit {
  const badge = `<span class="search-sample-marker">${escapeHtml(label)}</span> `;
  const {lvl1} = hit._highlightResult.hierarchy;
  const snippetLvl1 = hit._snippetResult.hierarchy?.lvl1;
  return {
    ...hit,
    hierarchy: {...hit.hierarchy, lvl1: badge + (hit.hierarchy.lvl1 ?? '')},
    _highlightResult: {...hit._highlightResult, hierarchy: {...hit._highlightResult.hierarchy, lvl1: {...lvl1, value: badge + lvl1.value}}},
    _snippetResult: {
      ...hit._snippetResult,
      hierarchy: {...hit._snippetResult.hierarchy, lvl1: {value: badge + (snippetLvl1?.value ?? lvl1.value)}},
    },
  };
}
