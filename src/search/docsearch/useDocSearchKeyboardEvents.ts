/**
 * DocSearch 3.9.0's keyboard shortcuts, behaviour unchanged (MIT, Algolia):
 * Ctrl/Cmd+K toggles the modal, "/" opens it outside input fields, Escape
 * closes it, and a letter or digit typed on the focused button starts a
 * query. Kept apart from the package for the reason given in ./Button.tsx.
 */
import {useEffect, type RefObject} from 'react';

interface Options {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

export function useDocSearchKeyboardEvents({isOpen, onOpen, onClose, onInput, searchButtonRef}: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditingContent(event) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      // keyCode, not key: DocSearch 3 tests the legacy code, so do we.
      if (searchButtonRef?.current === document.activeElement && onInput && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
