/**
 * DocSearch 3.9.0's search button, markup and behaviour unchanged (MIT,
 * Algolia). The package ships as one module, so importing its button
 * from there puts the whole modal (about 100 KiB) on every page.
 * With this copy the modal's code loads only when a reader reaches for
 * search (theme-search-algolia imports it on hover, focus or a shortcut).
 * plugins/performance/docsearch-on-demand points `@docsearch/react/button` here.
 *
 * One change: the Control key's cap and its name in the label come from the
 * site's translations (`site.search.controlKey`), so German pages show „Strg“.
 * Where the translation is DocSearch's own "Ctrl", the cap is DocSearch's drawing.
 */
import React, {forwardRef, useEffect, useState, type ButtonHTMLAttributes, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
};

const CTRL = 'Ctrl';
const APPLE = '⌘';

function ControlKeyIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key cap that looks pressed while its key is held down; `word`: it names its key in letters („Strg“), so it is wider. */
function Key({reactsToKey, word = false, children}: {reactsToKey: string; word?: boolean; children: ReactNode}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsToKey && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsToKey || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  const className = ['DocSearch-Button-Key', word && 'DocSearch-Button-Key--word', pressed && 'DocSearch-Button-Key--pressed'];
  return <kbd className={className.filter(Boolean).join(' ')}>{children}</kbd>;
}

export const DocSearchButton = forwardRef<HTMLButtonElement, Props>(function DocSearchButton({translations = {}, ...props}, ref) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // Known only in the browser; the server renders the button without key caps.
  const [actionKey, setActionKey] = useState<string | null>(null);
  useEffect(() => {
    setActionKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? APPLE : CTRL);
  }, []);
  const controlKey = translate({
    id: 'site.search.controlKey',
    message: 'Ctrl',
    description: 'The Control key on the key cap of the search button and in its label (Ctrl+K); German keyboards say Strg',
  });
  const [reactsTo, altText, label] =
    actionKey === CTRL
      ? [CTRL, controlKey, controlKey === CTRL ? <ControlKeyIcon key="ctrl" /> : controlKey]
      : ['Meta', 'Command', actionKey];
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label={`${buttonAriaLabel} (${altText}+K)`} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {actionKey !== null && (
          <>
            <Key reactsToKey={reactsTo} word={typeof label === 'string' && label.length > 1}>
              {label}
            </Key>
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});
