import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {allAreas} from '@site/config/products';
import type {Locale} from '@site/config/i18n';
import {SampleBadge} from '@site/src/components/SampleMarker/SampleBadge';
import {isSampleApp} from '@site/src/components/SampleMarker/sampleApps';
import styles from './styles.module.css';

/**
 * One card per product area, from config/products.ts, each leading to the area's
 * docs; an app whose pages are all examples has the example badge.
 */
export default function ProductCards(): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const locale = i18n.currentLocale as Locale;
  // config/sampleContent.ts: apps whose start page is not in this build.
  const overrides = (siteConfig.customFields?.areaEntryOverrides ?? {}) as Record<string, string>;
  const areas = allAreas().filter((area) => !area.children);
  return (
    <ul className={styles.grid}>
      {areas.map((area) => (
        <li key={area.dir} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            <Link to={overrides[area.dir] ?? `/docs/${area.docsPath}`} className={styles.link}>
              {area.name[locale]}
              {isSampleApp(area.dir) && <SampleBadge />}
            </Link>
          </Heading>
          <p className={styles.summary}>{area.summary[locale]}</p>
        </li>
      ))}
    </ul>
  );
}
