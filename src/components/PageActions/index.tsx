/**
 * "Copy page" on doc pages and release notes: copies the page's Markdown version
 * (plugins/page-markdown writes it next to the page, `<path>.md`), and a menu
 * beside it that opens that version or the language's llms.txt. The menu's code
 * loads when a reader first opens it (./Menu.tsx).
 *
 * It stands on the line above a doc's title, beside the breadcrumbs, and on the
 * line below a post's title, beside its date: the title keeps the column's whole
 * width (`PageActionsRow`). The button says what happened ("Copied") for a few seconds, in the room of its
 * longest label, so that nothing moves; a live region says it in full for
 * screen readers. On phones the button shows an icon, its label stays its name.
 */
import {createContext, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
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

/** How long the button says "Copied" (or that copying failed) before it offers to copy again. */
const statusMs = 4000;

type Status = '' | 'copied' | 'failed';

/** The button's labels; all take the same room, only the current one is seen and named. */
const labels: Record<Status, ReactNode> = {
  '': (
    <Translate id="site.pageActions.copy" description="Button that copies the page as Markdown">
      Copy page
    </Translate>
  ),
  copied: (
    <Translate id="site.pageActions.copiedLabel" description="The copy button's label for a few seconds after the page was copied">
      Copied
    </Translate>
  ),
  failed: (
    <Translate id="site.pageActions.failedLabel" description="The copy button's label for a few seconds after copying failed">
      Not copied
    </Translate>
  ),
};

function Icon({status}: {status: Status}) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {status === 'copied' ? (
        <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      ) : status === 'failed' ? (
        <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="1.4">
          <rect x="5.5" y="5.5" width="8" height="8.5" rx="1.5" />
          <path d="M10.5 3.5v-0.5a1.5 1.5 0 0 0-1.5-1.5h-5a1.5 1.5 0 0 0-1.5 1.5v6a1.5 1.5 0 0 0 1.5 1.5h0.5" />
        </g>
      )}
    </svg>
  );
}

/** The doc page whose breadcrumbs carry "Copy page" (src/theme/DocItem/Layout), or none. */
export const PageActionsPermalink = createContext<string | null>(null);

/** A line of the page's header (breadcrumbs, a post's date) with "Copy page" at its end. */
export function PageActionsRow({permalink, children}: {permalink: string; children: ReactNode}) {
  const markdownUrl = markdownUrlOf(permalink);
  const llmsUrl = useBaseUrl('/llms.txt');
  // What the last copy did, on which page: another page starts afresh.
  const [copied, setCopied] = useState<{status: Status; permalink: string}>({status: '', permalink});
  const status = copied.permalink === permalink ? copied.status : '';
  const setStatus = useCallback((next: Status) => setCopied({status: next, permalink}), [permalink]);
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // The label goes back after a while.
  useEffect(() => {
    if (!status) return undefined;
    const timer = window.setTimeout(() => setStatus(''), statusMs);
    return () => window.clearTimeout(timer);
  }, [status, setStatus]);

  const copy = useCallback(() => {
    setStatus('');
    copyFrom(markdownUrl).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  }, [markdownUrl, setStatus]);

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
    <div className={styles.row}>
      {children}
      <div className={styles.actions} data-page-actions="">
        <div className={styles.split}>
          <button type="button" className={styles.copy} onClick={copy} data-status={status || undefined}>
            <Icon status={status} />
            <span className={styles.labels}>
              {(Object.keys(labels) as Status[]).map((key) => (
                <span key={key || 'copy'} className={styles.label} data-current={key === status || undefined}>
                  {labels[key]}
                </span>
              ))}
            </span>
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
    </div>
  );
}
