/**
 * A result of the /search page as HTML: what the page's `Result` component renders
 * (src/theme/SearchPage), for the script that paints the first results before the app.
 */
import {escapeHtml} from '../highlight';
import type {SearchHit} from '../types';

/** The CSS module classes of the page's results, handed to the script by the placeholder. */
export interface ResultClasses {
  result: string;
  group: string;
  title: string;
  snippet: string;
}

/** A hit's title: the page's, then the headings of the section, highlighted (HTML). */
export function resultTitleHtml(hit: SearchHit): string {
  const h = hit._highlightResult.hierarchy;
  const trail = (['lvl2', 'lvl3'] as const).map((l) => h[l]?.value).filter(Boolean);
  return [h.lvl1.value, ...trail].join(' › ');
}

/** A hit's link on this site: its path, query and anchor (hits of the embedded index are on this site). */
export function resultPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export function resultHtml(hit: SearchHit, classes: ResultClasses): string {
  const snippet = hit._snippetResult.content?.value;
  return (
    `<article class="${escapeHtml(classes.result)}">` +
    `<p class="${escapeHtml(classes.group)}">${escapeHtml(hit.hierarchy.lvl0 ?? '')}</p>` +
    `<h2 class="${escapeHtml(classes.title)}"><a href="${escapeHtml(resultPath(hit.url))}">${resultTitleHtml(hit)}</a></h2>` +
    (snippet ? `<p class="${escapeHtml(classes.snippet)}">${snippet}</p>` : '') +
    `</article>`
  );
}
