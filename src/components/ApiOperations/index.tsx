/**
 * Every operation of the API reference, grouped as the sidebar groups them, with its method
 * and path: read from the sidebar that `npm run api:generate` writes, so the overview's
 * list follows the OpenAPI description without being edited by hand.
 */
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

export default function ApiOperations() {
  const groups = (useDocsSidebar()?.items ?? []).flatMap((item) => (item.type === 'category' ? [item] : []));
  const operations = (items: PropSidebarItem[]) =>
    items.flatMap((item) =>
      item.type === 'link' && item.customProps?.method ? [{...item, ...(item.customProps as {method: string; path: string})}] : [],
    );
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="site.api.operation">Operation</Translate>
          </th>
          <th scope="col">
            <Translate id="site.api.endpoint">Method and path</Translate>
          </th>
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.label}>
          <tr>
            <th scope="colgroup" colSpan={2} className={styles.group}>
              {group.label}
            </th>
          </tr>
          {operations(group.items).map((operation) => (
            <tr key={operation.href}>
              <td>
                <Link to={operation.href}>{operation.label}</Link>
              </td>
              <td>
                <code className={styles.endpoint}>
                  <strong>{operation.method.toUpperCase()}</strong> {operation.path}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
