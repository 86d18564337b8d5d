import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface LinkItem {
  label?: string;
  to?: string;
  href?: string;
}

function NoScriptLink({item}: {item: LinkItem}): ReactNode {
  const href = useBaseUrl(item.to ?? item.href ?? '/docs/');
  return (
    <li>
      <a href={href}>{item.label}</a>
    </li>
  );
}

/** The navbar's link items as a plain list, shown only when JavaScript is off. */
export default function NoScriptLinks(): ReactNode {
  const {navbar} = useThemeConfig();
  const items = (navbar.items as LinkItem[]).filter((item) => item.label && (item.to || item.href));
  return (
    <noscript>
      <nav
        className={styles.noScriptNav}
        aria-label={translate({
          id: 'site.navbar.noscriptLabel',
          message: 'Site sections',
          description: 'Label of the navbar links shown when JavaScript is off',
        })}>
        <ul>
          {items.map((item) => (
            <NoScriptLink key={item.label} item={item} />
          ))}
        </ul>
      </nav>
    </noscript>
  );
}
