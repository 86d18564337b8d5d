/**
 * DocSearch 3.9.0's keyboard shortcuts (MIT, Algolia): Ctrl/Cmd+K toggles
 * the modal, "/" opens it outside input fields, Escape closes it, and a
 * letter or digit typed on the focused button starts a query. Kept apart
 * from the package for the reason given in ./Button.tsx.
 *
 * One change: nothing typed while the modal is on its way is lost. The
 * modal's code loads on demand, so a reader who presses Ctrl+K (or types on
 * the button, or clicks it) and types at once would otherwise lose every key
 * until the modal is there; the package keeps only the last key typed on the
 * button. Here the keys are collected (./typeAhead.ts) and the theme is handed
 * the whole text as its initial query. Keys that arrive once the modal is
 * there but before its field has focus move the focus into the field, where
 * the browser then puts the character.
 */
import {useEffect, useRef, type RefObject} from 'react';
import {typeInto} from './typeAhead';

interface Options {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** theme-search-algolia's handler: opens the modal with `event.key` as its initial query. */
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

/** The open modal's search field, if the modal is there. */
function modalInput(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
}

export function useDocSearchKeyboardEvents({isOpen, onOpen, onClose, onInput, searchButtonRef}: Options): void {
  // Text typed since the modal was asked for; null when it was not asked for.
  const typed = useRef<string | null>(null);

  useEffect(() => {
    // The modal is there: whatever was typed is its initial query now.
    if (isOpen) typed.current = null;

    function startTyping(text: string) {
      typed.current = text;
      onInput?.(new KeyboardEvent('keydown', {key: text}));
    }

    function onKeyDown(event: KeyboardEvent) {
      const input = modalInput();
      if (input) {
        typed.current = null;
        const focusIsOutside = !input.closest('.DocSearch-Modal')?.contains(document.activeElement);
        if (focusIsOutside && typeInto('', event) !== null) {
          input.focus();
          return;
        }
      } else if (typed.current !== null) {
        if (event.key === 'Escape' || isEditingContent(event)) {
          typed.current = null;
        } else {
          const text = typeInto(typed.current, event);
          if (text !== null) {
            event.preventDefault();
            startTyping(text);
            return;
          }
        }
      }

      if (
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditingContent(event) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) {
          typed.current ??= '';
          onOpen();
        }
        return;
      }
      // keyCode, not key: DocSearch 3 tests the legacy code, so do we.
      if (searchButtonRef?.current === document.activeElement && onInput && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) {
        const text = typeInto('', event);
        if (text !== null) {
          event.preventDefault();
          startTyping(text);
        }
      }
    }

    // A click on the search button asks for the modal; a click anywhere else gives up waiting for it.
    function onClick(event: MouseEvent) {
      if (modalInput()) return;
      typed.current = searchButtonRef?.current?.contains(event.target as Node) ? '' : null;
    }

    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('click', onClick);
    };
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
