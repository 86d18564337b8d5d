/**
 * What a reader types while the search modal is on its way. Its code loads
 * on demand (plugins/performance/docsearch-on-demand), which takes a moment on a slow
 * phone or a busy machine; keys pressed meanwhile would land on the page and
 * be lost. They are collected here instead and handed to the modal as its
 * initial query (see ./useDocSearchKeyboardEvents.ts).
 */
import {MAX_QUERY_LENGTH} from '@site/plugins/search/client/query';

type TypedKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'isComposing'> & {
  getModifierState?: (key: string) => boolean;
};

/**
 * The text after `key` was pressed on top of `text`, or null when the key is
 * no typing (a shortcut, a key without a character, part of a composition).
 * AltGr counts as typing: on a German keyboard it gives "@", "{", "\".
 */
export function typeInto(text: string, key: TypedKey): string | null {
  if (key.isComposing || key.metaKey) return null;
  if (key.ctrlKey && !key.getModifierState?.('AltGraph')) return null;
  if (key.key === 'Backspace') return [...text].slice(0, -1).join('');
  // One character (a surrogate pair counts as one), not "Enter", "Tab" or "Dead".
  if ([...key.key].length !== 1) return null;
  return (text + key.key).slice(0, MAX_QUERY_LENGTH);
}
