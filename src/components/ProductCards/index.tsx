import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {appGroups, type AppGroup} from '@site/config/products';
import type {Locale} from '@site/config/i18n';
import {SampleBadge} from '@theme/SampleMarker/SampleBadge';
import {isSampleApp} from '@theme/SampleMarker/sampleApps';
import styles from './styles.module.css';

/**
 * One card per app, from config/products.ts, in the groups of the footer (and
 * one for the apps it does not list). Without `group` (the home page): every
 * group, each a section under its own heading. With `group` (the docs home,
 * whose Markdown writes the groups' headings, so that its table of contents
 * lists them): that group's cards only.
 */
export default function ProductCards({group}: {group?: AppGroup}) {
  const {i18n, siteConfig} = useDocusaurusContext();
  const locale = i18n.currentLocale as Locale;
  // plugins/sample-content/samples.ts: apps whose start page is not in this build.
  const overrides = (siteConfig.customFields?.areaEntryOverrides ?? {}) as Record<string, string>;
  const groups = appGroups();
  /** A group's cards: one per app, each leading to the app's docs, with the example badge on an app whose pages are all examples. */
  const cards = (areas: (typeof groups)[number]['areas']) => (
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
  );
  if (group) {
    const found = groups.find((g) => g.group === group);
    if (!found)
      throw new Error(
        `<ProductCards group="${group}" />: no such group of apps; config/products.ts has ${groups.map((g) => g.group).join(', ')}`,
      );
    return (
      <div className={styles.single} data-app-group={group}>
        {cards(found.areas)}
      </div>
    );
  }
  return (
    <div className={styles.groups}>
      {groups.map(({group: key, name, areas}) => (
        <section key={key} aria-labelledby={`apps-${key}`} className={styles.group} data-app-group={key}>
          {/* No "#" link: it would become part of the name the section takes from its heading. */}
          <h3 id={`apps-${key}`} className={styles.groupTitle}>
            {name[locale]}
          </h3>
          {cards(areas)}
        </section>
      ))}
    </div>
  );
}
