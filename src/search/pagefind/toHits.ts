/**
 * Maps Pagefind's per-page data onto DocSearch hits (pure; unit-tested).
 *
 *   lvl0  the app (breadcrumb category) or "Release notes", from meta.lvl0
 *   lvl1  the page title, after an "Example" badge on sample pages (meta.sample)
 *   lvl2+ the section headings above the matching section
 *   type  the level whose heading matches the query, else "content"
 *
 * Pagefind gives titles, headings and metadata as they are and excerpts with
 * only < and > escaped; the values here follow the HTML contract in ../types.
 */
import {decodeEntities, escapeHtml, firstWords, highlight} from '../highlight';
import {markAsSample} from '../sampleMarker';
import type {Hierarchy, HitType, SearchHit} from '../types';

export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
}

export interface PagefindPageData {
  url: string;
  /** Set at index time: title, lvl0, and sample ("true" on sample pages). */
  excerpt: string;
  meta: Record<string, string | undefined>;
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
}

const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

const clean = (text: string | undefined) => (text ?? '').replace(/\u200b/g, '').trim();

/** Headings h2..h6 above (and including) the given anchor, as lvl2..lvl6. */
export function headingsAbove(anchors: PagefindAnchor[], target: PagefindAnchor | undefined): Partial<Hierarchy> {
  const result: Partial<Hierarchy> = {};
  if (!target) return result;
  const sorted = [...anchors].sort((a, b) => a.location - b.location);
  for (const anchor of sorted) {
    if (anchor.location > target.location) break;
    const depth = Number(anchor.element.replace(/^h/, ''));
    if (!(depth >= 2 && depth <= 6)) continue;
    result[`lvl${depth}` as keyof Hierarchy] = clean(anchor.text);
    for (let deeper = depth + 1; deeper <= 6; deeper++) result[`lvl${deeper}` as keyof Hierarchy] = null;
  }
  return result;
}

/** The section's levels as text. */
function hierarchyOf(page: PagefindPageData, sub: PagefindSubResult, fallbackLvl0: string): Hierarchy {
  const hierarchy = Object.fromEntries(levels.map((l) => [l, null])) as Hierarchy;
  hierarchy.lvl0 = clean(page.meta.lvl0) || fallbackLvl0;
  hierarchy.lvl1 = clean(page.meta.title) || clean(sub.title) || page.url;
  return {...hierarchy, ...headingsAbove(page.anchors, sub.anchor)};
}

/** lvl0 stays text (see ../types); every other level becomes escaped HTML. */
function hierarchyAsHtml(text: Hierarchy): Hierarchy {
  return Object.fromEntries(levels.map((l) => [l, l === 'lvl0' || text[l] === null ? text[l] : escapeHtml(text[l])])) as Hierarchy;
}

/** The absolute URL of a section of this site, or null for anything the index might hold that is not one. */
export function siteUrl(path: string, origin: string): string | null {
  try {
    const url = new URL(path, origin);
    return url.origin === new URL(origin).origin ? url.href : null;
  } catch {
    return null;
  }
}

/** Plain text of a Pagefind excerpt (which marks matches and escapes < and > only). */
export function excerptText(excerpt: string): string {
  return decodeEntities(excerpt.replace(/<\/?mark>/g, ''));
}

/**
 * DocSearch hits for one page: the page-level sub-result becomes a lvl1 hit
 * (the parent DocSearch nests the page's other hits under), each section a
 * heading or content hit pointing at its anchor.
 */
export function pageToHits(args: {
  page: PagefindPageData;
  query: string;
  origin: string;
  maxSections: number;
  snippetWords: number;
  fallbackLvl0: string;
  /** The badge text for sample pages ("Example"). */
  sampleLabel?: string;
  pre?: string;
  post?: string;
}): SearchHit[] {
  const {page, query, origin, maxSections, snippetWords, fallbackLvl0, sampleLabel = 'Example', pre = '<mark>', post = '</mark>'} = args;
  const subs = page.sub_results.length ? page.sub_results : [{title: page.meta.title ?? '', url: page.url, excerpt: page.excerpt}];
  const hits = subs.slice(0, maxSections).flatMap((sub): SearchHit[] => {
    const url = siteUrl(sub.url, origin);
    if (!url) return [];
    const text = hierarchyOf(page, sub, fallbackLvl0);
    const highlighted = Object.fromEntries(
      levels.map((l) => [l, text[l] === null ? {value: '', matchLevel: 'none', matchedWords: []} : highlight(text[l]!, query, pre, post)]),
    ) as SearchHit['_highlightResult']['hierarchy'];
    // DocSearch shows lvl0 only as text (group titles, "Try searching for"): no tags, no entities.
    highlighted.lvl0 = {...highlighted.lvl0, value: text.lvl0!};
    let type: HitType = 'content';
    if (sub.anchor) {
      const depth = Number(sub.anchor.element.replace(/^h/, ''));
      const level = `lvl${depth}` as keyof Hierarchy;
      if (depth >= 2 && depth <= 6 && highlighted[level].matchLevel !== 'none') type = level as HitType;
    } else if (highlighted.lvl1.matchLevel !== 'none') {
      type = 'lvl1';
    }
    const excerpt = firstWords(excerptText(sub.excerpt), snippetWords);
    const snippet = highlight(excerpt, query, pre, post);
    const headings = Object.fromEntries(
      levels.filter((l) => l !== 'lvl0' && text[l] !== null).map((l) => [l, {value: highlighted[l].value}]),
    );
    return [
      {
        objectID: sub.url,
        url,
        type,
        content: type === 'content' ? escapeHtml(excerpt) : null,
        hierarchy: hierarchyAsHtml(text),
        _highlightResult: {hierarchy: highlighted, content: snippet},
        _snippetResult: {
          content: {value: snippet.value, matchLevel: snippet.matchLevel === 'none' ? 'none' : 'full'},
          hierarchy: headings,
        },
      },
    ];
  });
  return page.meta.sample === 'true' ? hits.map((hit) => markAsSample(hit, sampleLabel)) : hits;
}
