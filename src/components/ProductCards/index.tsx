import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {appGroups} from '@site/config/products';
import type {Locale} from '@site/config/i18n';
import {SampleBadge} from '@theme/SampleMarker/SampleBadge';
import {isSampleApp} from '@theme/SampleMarker/sampleApps';
import styles from './styles.module.css';

/**
 * One card per app, from config/products.ts, in the groups of the footer (and
 * one for the apps it does not list), each leading to the app's docs; an app
 * whose pages are all examples has the example badge.
 */
export default function ProductCards(): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const locale = i18n.currentLocale as Locale;
  // plugins/sample-content/samples.ts: apps whose start page is not in this build.
  const overrides = (siteConfig.customFields?.areaEntryOverrides ?? {}) as Record<string, string>;
  return (
    <div className={styles.groups}>
      {appGroups().map(({group, name, areas}) => (
        <section key={group} aria-labelledby={`apps-${group}`} className={styles.group} data-app-group={group}>
          {/* No "#" link: it would become part of the name the section takes from its heading. */}
          <h3 id={`apps-${group}`} className={styles.groupTitle}>
            {name[locale]}
          </h3>
          <ul className={styles.list}>
            {areas.map((area) => (
              <li key={area.dir} className={styles.card}>
                <Heading as="h4" className={styles.title}>
                  <Link to={overrides[area.dir] ?? `/docs/${area.docsPath}`} className={styles.link}>
                    {area.name[locale]}
                    {isSampleApp(area.dir) && <SampleBadge />}
                  </Link>
                </Heading>
                <p className={styles.summary}>{area.summary[locale]}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
