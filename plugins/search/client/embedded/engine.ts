/**
 * The embedded search engine: MiniSearch over one document per page, with the language's Snowball stemmer,
 * typo tolerance, synonyms (plugins/search/synonyms.ts) and German compound splitting; its modules by concern:
 * ../../README.md. The same code builds the index (plugins/search/indexing/build-embedded-index.ts), answers the
 * site's queries in the browser (./client.ts) and the relevance benchmark's in Node. The browser loads this
 * module (and with it the others) as one chunk with the first query (./load.ts), so it also exports what the
 * client uses of the others.
 */
import MiniSearch, {type Options} from 'minisearch';
import {captionPhrases, indexTerm, splitCompound, stemmers, words} from './analysis';
import {expandIndex, type CompactIndex} from './wireFormat';
import type {IndexedPage, Language} from './engineTypes';

export {indexTerm, words} from './analysis';
export {rankPages} from './ranking';

/**
 * MiniSearch's options for a language. `vocabulary` (index time only): the
 * language's words, which German compounds are split against; each compound is
 * indexed as itself and as its parts.
 */
function engineOptions(language: Language, vocabulary?: ReadonlySet<string>): Options<IndexedPage> {
  return {
    fields: ['title', 'lvl0', 'area', 'headings', 'captions', 'body'],
    storeFields: ['url', 'title', 'lvl0', 'kind', 'sample'],
    // The captions field holds phrase terms, already stems (./analysis.ts, captionPhrases).
    tokenize: (text, field) => (field === 'captions' ? captionPhrases(text, language) : words(text)),
    processTerm: (term, field) => {
      if (field === 'captions') return term;
      const stem = indexTerm(term, language);
      if (!stem) return null;
      if (language !== 'de' || !vocabulary) return stem;
      const parts = splitCompound(term.toLowerCase(), (part) => vocabulary.has(part));
      return parts.length ? [stem, ...parts.map((part) => stemmers.de(part))] : stem;
    },
  };
}

/** Builds the index of a language's pages. */
export function buildIndex(pages: IndexedPage[], language: Language): MiniSearch<IndexedPage> {
  const vocabulary = new Set<string>();
  if (language === 'de') {
    for (const page of pages) for (const word of words(`${page.title} ${page.headings} ${page.body}`)) vocabulary.add(word);
  }
  const index = new MiniSearch<IndexedPage>(engineOptions(language, vocabulary));
  // Every page has the area field, empty when it belongs to no app: field lengths without holes, which JSON would turn into nulls.
  index.addAll(pages.map((page) => ({...page, area: page.area ?? '', captions: page.captions ?? ''})));
  return index;
}

/** The index of a language from its download (./wireFormat.ts). */
export function loadIndex(json: string, language: Language): MiniSearch<IndexedPage> {
  return MiniSearch.loadJS<IndexedPage>(expandIndex(JSON.parse(json) as CompactIndex), engineOptions(language));
}
