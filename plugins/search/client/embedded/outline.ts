/**
 * Outlines of the embedded index's pages (plugins/search/indexing/build-embedded-index.ts
 * writes them to outlines.json): what the modal shows of each page, so that its
 * queries need no file beyond the index and the outlines.
 */

/** A page's section as the index build writes it (plugins/search/indexing/build-embedded-index.ts). */
export interface Section {
  anchor: string | null;
  headings: string[];
  text: string;
}

/** A section as a page's outline holds it: its anchor ("" for the page's top), then its headings (lvl2…). */
export type OutlineSection = [anchor: string, ...headings: string[]];

/** What the modal shows of a page: the first words of its top, and its sections without their text. */
export type PageOutline = [lead: string, sections: OutlineSection[]];

/** Words of a page's top an outline keeps: enough for a 10-word excerpt from just before the match, if it is there. */
export const LEAD_WORDS = 16;

/** The outline of a page's sections. */
export function outlineOf(sections: Section[]): PageOutline {
  const top = sections.find((section) => !section.anchor);
  return [
    top ? top.text.trim().split(/\s+/).slice(0, LEAD_WORDS).join(' ') : '',
    sections.map((section): OutlineSection => [section.anchor ?? '', ...section.headings]),
  ];
}

/** A page's sections as its outline holds them: headings without text, the page's top with its first words. */
export function outlineSections([lead, sections]: PageOutline): Section[] {
  return sections.map(([anchor, ...headings]) => ({anchor: anchor || null, headings, text: anchor ? '' : lead}));
}
