/**
 * The documents of the embedded index: one per page, from the same records
 * Algolia gets (docsearch-records.ts via algolia.ts's buildRecords), so both
 * providers search the same text and hierarchy.
 */
import type {IndexedPage, Language} from '../client/embedded/engineTypes';
import type {DocSearchRecord} from './docsearch-records';

/** A section of a page as the modal shows it: its anchor, headings (lvl2–lvl6) and text. */
export interface PageSection {
  anchor: string | null;
  headings: string[];
  text: string;
}

export interface PageDocument {
  page: IndexedPage;
  sections: PageSection[];
}

const headingLevels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Groups a language's records by page, in record order. */
export function pageDocuments(records: DocSearchRecord[], language: Language): PageDocument[] {
  const byPage = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    if (record.language !== language) continue;
    const list = byPage.get(record.url_without_anchor) ?? [];
    list.push(record);
    byPage.set(record.url_without_anchor, list);
  }
  return [...byPage.entries()].map(([pageUrl, list], id) => {
    const first = list[0];
    const url = new URL(pageUrl).pathname.replace(/\/$/, '') || '/';
    const sections: PageSection[] = [];
    const headings = new Set<string>();
    const captions = new Set<string>();
    for (const record of list) {
      record.captions?.forEach((caption) => captions.add(caption));
      const sectionHeadings = headingLevels.map((level) => record.hierarchy[level]).filter((h): h is string => Boolean(h));
      sectionHeadings.forEach((heading) => headings.add(heading));
      let section = sections.find((s) => s.anchor === record.anchor);
      if (!section) {
        section = {anchor: record.anchor, headings: sectionHeadings, text: ''};
        sections.push(section);
      }
      if (record.content) section.text = section.text ? `${section.text} ${record.content}` : record.content;
    }
    const page: IndexedPage = {
      id,
      url,
      title: first.hierarchy.lvl1 ?? url,
      lvl0: first.hierarchy.lvl0 ?? '',
      ...(first.area && {area: first.area}),
      kind: /^(\/de)?\/blog\//.test(url) ? 'release' : 'doc',
      headings: [...headings].join('\n'),
      ...(captions.size && {captions: [...captions].join('\n')}),
      body: sections.map((s) => s.text).join('\n'),
      ...(first.sample && {sample: true}),
    };
    return {page, sections};
  });
}
