/**
 * The menu beside "Copy page" (loaded when first opened): the page's Markdown
 * version and the language's llms.txt. Arrow keys move between its items,
 * Escape closes it and returns focus to its button, Tab or a click elsewhere
 * closes it.
 */
import {useEffect, useRef, type KeyboardEvent, type RefObject} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface MenuProps {
  id: string;
  markdownUrl: string;
  llmsUrl: string;
  onClose: (refocus: boolean) => void;
  toggle: RefObject<HTMLButtonElement | null>;
}

export default function Menu({id, markdownUrl, llmsUrl, onClose, toggle}: MenuProps) {
  const menu = useRef<HTMLUListElement>(null);
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, toggle]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move = {ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1}[event.key];
    if (move !== undefined) {
      event.preventDefault();
      all[(move + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <ul ref={menu} id={id} role="menu" className={styles.menu} onKeyDown={onKeyDown}>
      <li role="none">
        <a
          role="menuitem"
          href={markdownUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.item}
          onClick={() => onClose(false)}>
          <Translate id="site.pageActions.openMarkdown" description="Menu item that opens the page's Markdown version">
            Open as Markdown
          </Translate>
        </a>
      </li>
      <li role="none">
        <a role="menuitem" href={llmsUrl} target="_blank" rel="noopener noreferrer" className={styles.item} onClick={() => onClose(false)}>
          <Translate id="site.pageActions.llmsTxt" description="Menu item that opens llms.txt, the list of every page's Markdown version">
            All pages for AI assistants (llms.txt)
          </Translate>
        </a>
      </li>
    </ul>
  );
}
