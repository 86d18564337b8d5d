import React, {type ReactNode} from 'react';
import Link from '@theme-init/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import {SampleBadge} from '@theme/SampleMarker/SampleBadge';
import {isSampleDoc} from '@theme/SampleMarker/sampleDocs';
import styles from './styles.module.css';

/**
 * The sidebar entry of a doc that is an example starts with the example badge:
 * the theme cuts a long label off after two lines, which must not hide it.
 * The theme renders the label as the link's content, so it may be an element.
 */
export default function DocSidebarItemLinkWrapper({item, ...props}: Props): ReactNode {
  if (!isSampleDoc(item.href)) return <Link item={item} {...props} />;
  const label = (
    <>
      <SampleBadge className={styles.badge} />
      {item.label}
    </>
  );
  return <Link item={{...item, label: label as unknown as string}} {...props} />;
}
