import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

type Operation = {label: string; href: string; method: string; path: string};
type Group = {label: string; operations: Operation[]};

function operationsOf(items: PropSidebarItem[]): Operation[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return operationsOf(item.items);
    if (item.type !== 'link') return [];
    const props = item.customProps as {method?: string; path?: string} | undefined;
    if (!props?.method || !props.path) return [];
    return [{label: item.label, href: item.href, method: props.method, path: props.path}];
  });
}

/**
 * Every operation of the API reference, grouped like the sidebar, with its method
 * and path. Reads the sidebar that the generator writes (sidebarsWebApi.ts), so the
 * list follows the OpenAPI description without being edited by hand.
 */
export default function ApiOperations(): ReactNode {
  const sidebar = useDocsSidebar();
  const groups: Group[] = (sidebar?.items ?? [])
    .filter((item) => item.type === 'category')
    .map((item) => ({label: item.label, operations: operationsOf([item])}))
    .filter((group) => group.operations.length > 0);

  if (groups.length === 0) {
    return (
      <p>
        <Translate id="site.api.noOperations">The reference has not been generated yet.</Translate>
      </p>
    );
  }
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
          {group.operations.map((operation) => (
            <tr key={operation.href}>
              <td>
                <Link to={operation.href}>{operation.label}</Link>
              </td>
              <td>
                <code className={styles.endpoint}>
                  <span className={styles.method}>{operation.method.toUpperCase()}</span> {operation.path}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
