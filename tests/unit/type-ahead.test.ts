import {test} from 'node:test';
import assert from 'node:assert/strict';
import {typeInto} from '../../plugins/performance/docsearch-on-demand/client/typeAhead';

const key = (k: string, modifiers: {ctrlKey?: boolean; metaKey?: boolean; isComposing?: boolean; altGraph?: boolean} = {}) => ({
  key: k,
  ctrlKey: modifiers.ctrlKey ?? false,
  metaKey: modifiers.metaKey ?? false,
  isComposing: modifiers.isComposing ?? false,
  getModifierState: (name: string) => name === 'AltGraph' && (modifiers.altGraph ?? false),
});

test('characters add to the text, Backspace takes the last one away', () => {
  let text = '';
  for (const k of ['c', 'o', 'x', 'Backspace', 'n', ' ', 'ä', '/', '😀']) text = typeInto(text, key(k)) ?? text;
  assert.equal(text, 'con ä/😀');
  assert.equal(typeInto('', key('Backspace')), '');
  assert.equal(typeInto('a😀', key('Backspace')), 'a');
});

test('shortcuts, keys without a character and compositions are no typing', () => {
  for (const k of ['Enter', 'Tab', 'Escape', 'ArrowDown', 'Shift', 'Dead', 'Process']) assert.equal(typeInto('a', key(k)), null, k);
  assert.equal(typeInto('a', key('k', {ctrlKey: true})), null);
  assert.equal(typeInto('a', key('k', {metaKey: true})), null);
  assert.equal(typeInto('a', key('n', {isComposing: true})), null);
});

test('AltGr (Ctrl+Alt on Windows) types its character', () => {
  assert.equal(typeInto('a', key('@', {ctrlKey: true, altGraph: true})), 'a@');
});

test('the text stops at the 64 characters the search field takes', () => {
  assert.equal(typeInto('x'.repeat(64), key('y')), 'x'.repeat(64));
});
