/**
 * "Copy page" on doc pages and release notes: copies the page's Markdown version
 * (plugins/page-markdown writes it next to the page, `<path>.md`), and a menu
 * beside it that opens that version or the language's llms.txt. The menu's code
 * loads when a reader first opens it (./Menu.tsx).
 */
import React, {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {MenuProps} from './Menu';
import {markdownUrl as markdownUrlOf} from '@site/src/utils/markdownUrl';
import styles from './styles.module.css';

/** Writes the text `fetch` brings to the clipboard, inside the click that asked for it (Safari needs that). */
function copyFrom(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return text.then((value) => navigator.clipboard.writeText(value));
}

export default function PageActions({permalink}: {permalink: string}): ReactNode {
  const markdownUrl = markdownUrlOf(permalink);
  const llmsUrl = useBaseUrl('/llms.txt');
  const [status, setStatus] = useState<'' | 'copied' | 'failed'>('');
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const copy = useCallback(() => {
    setStatus('');
    copyFrom(markdownUrl).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  }, [markdownUrl]);

  const openMenu = useCallback(() => {
    if (open) return setOpen(false);
    if (Menu) return setOpen(true);
    import('./Menu').then(
      (module) => {
        setMenu(() => module.default);
        setOpen(true);
      },
      // Without the menu's code (offline), the toggle opens the Markdown version itself.
      () => window.location.assign(markdownUrl),
    );
  }, [Menu, open, markdownUrl]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }, []);

  return (
    <div className={styles.actions} data-page-actions="">
      <div className={styles.split}>
        <button type="button" className={styles.copy} onClick={copy}>
          <Translate id="site.pageActions.copy" description="Button that copies the page as Markdown">
            Copy page
          </Translate>
        </button>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? 'page-actions-menu' : undefined}
          aria-label={translate({
            id: 'site.pageActions.more',
            message: 'More ways to use this page',
            description: 'Label of the button that opens the menu beside "Copy page"',
          })}
          onClick={openMenu}>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
        {open && Menu && <Menu id="page-actions-menu" markdownUrl={markdownUrl} llmsUrl={llmsUrl} onClose={close} toggle={toggle} />}
      </div>
      <span role="status" className={styles.status}>
        {status === 'copied' && (
          <Translate id="site.pageActions.copied" description="Said after the page was copied as Markdown">
            Copied as Markdown
          </Translate>
        )}
        {status === 'failed' && (
          <Translate id="site.pageActions.failed" description="Said when the page could not be copied">
            Could not copy the page
          </Translate>
        )}
      </span>
    </div>
  );
}
