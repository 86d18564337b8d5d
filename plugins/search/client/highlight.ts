import type {HighlightValue} from './types';

/** Escapes text for HTML; DocSearch injects highlight values as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);
}

/**
 * Makes a highlighted value from a provider that does not escape (Algolia
 * returns the indexed text as it is, with only the highlight tags added)
 * safe as HTML: everything is escaped except the `pre` and `post` tags.
 */
export function escapeExceptTags(value: string, pre: string, post: string): string {
  if (!pre || !post) return escapeHtml(value);
  return value
    .split(pre)
    .map((part) => part.split(post).map(escapeHtml).join(post))
    .join(pre);
}

/** The text of a highlighted value, for places that show it as text (DocSearch's group titles). */
export function withoutTags(value: string, pre: string, post: string): string {
  return value.split(pre).join('').split(post).join('');
}

/** Lower-cased query words, without punctuation, at most 20, each at most 64 characters. */
export function queryTerms(query: string): string[] {
  const words = query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, 64));
  return [...new Set(words)].slice(0, 20);
}

/**
 * Endings that make another form of the same word, or a word of its family, in the site's languages
 * (contract, contracts; renew, renewal; Leistung, Leistungen). Not -er: custom is not customer.
 */
const INFLECTIONS = new Set(['s', 'es', 'e', 'n', 'en', 'd', 'ed', 'ing', 'al', 'ment', 'ion', 'ation', 'ung']);

/**
 * Whether a text word is a different word that a query word only begins with: "Custom" for
 * "customer" (both stem to "custom"), not "contract" for "contracts". Such a word is not
 * highlighted, unless another query word starts it. `terms` are queryTerms().
 */
export function isOtherWord(word: string, terms: string[]): boolean {
  const lower = word.normalize('NFC').toLowerCase();
  const extended = (t: string) => t.length > lower.length && t.startsWith(lower) && !INFLECTIONS.has(t.slice(lower.length));
  return terms.some(extended) && !terms.some((t) => lower.startsWith(t));
}

/** `text` escaped, each word for which `match` names what it matched wrapped in `pre`/`post`; and those names. */
export function markWords(text: string, pre: string, post: string, match: (word: string) => string | undefined) {
  const matched = new Set<string>();
  let value = '';
  // Split into words and the separators between them, keeping both.
  for (const part of text.split(/([\p{L}\p{N}]+)/u)) {
    const found = /[\p{L}\p{N}]/u.test(part) ? match(part) : undefined;
    if (found !== undefined) matched.add(found);
    value += found === undefined ? escapeHtml(part) : `${pre}${escapeHtml(part)}${post}`;
  }
  return {value, matched};
}

/**
 * Wraps every word of `text` that starts with a query word in `pre`/`post`
 * tags. The text is escaped first, so nothing from content or query becomes
 * markup except the tags themselves.
 */
export function highlight(text: string, query: string, pre = '<mark>', post = '</mark>'): HighlightValue {
  const terms = queryTerms(query);
  // The index stems words (invoices → invoic), so a word also matches when it shares all but the last two
  // letters of a longer query word.
  const {value, matched} = markWords(text, pre, post, (word) =>
    isOtherWord(word, terms) ? undefined : terms.find((t) => word.toLowerCase().startsWith(t.length > 5 ? t.slice(0, -2) : t)),
  );
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}

/** Keeps the first `words` words of `text`, with an ellipsis when it was cut. */
export function firstWords(text: string, words: number, ellipsis = '…'): string {
  const parts = text.trim().split(/\s+/);
  return parts.length <= words ? text.trim() : `${parts.slice(0, words).join(' ')} ${ellipsis}`;
}
