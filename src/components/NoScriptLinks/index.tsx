import {useThemeConfig} from '@docusaurus/theme-common';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The navbar's link items as a plain list, shown only when JavaScript is off. */
export default function NoScriptLinks() {
  const {navbar} = useThemeConfig();
  const {withBaseUrl} = useBaseUrlUtils();
  const items = (navbar.items as {label?: string; to?: string; href?: string}[]).filter((item) => item.label && (item.to || item.href));
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
            <li key={item.label}>
              <a href={withBaseUrl(item.to ?? item.href ?? '/docs/')}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}
