import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {allAreas} from '@site/config/products';
import type {Locale} from '@site/config/i18n';
import styles from './styles.module.css';

/** One card per product area, from config/products.ts, each leading to the area's docs. */
export default function ProductCards(): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale as Locale;
  const areas = allAreas().filter((area) => !area.children);
  return (
    <ul className={styles.grid}>
      {areas.map((area) => (
        <li key={area.dir} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            <Link to={`/docs/${area.docsPath}`} className={styles.link}>
              {area.name[locale]}
            </Link>
          </Heading>
          <p className={styles.summary}>{area.summary[locale]}</p>
        </li>
      ))}
    </ul>
  );
}
