import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import ProductCards from '@site/src/components/ProductCards';
import LatestReleaseNotes from '@site/src/components/LatestReleaseNotes';
import styles from './index.module.css';

export default function Home() {
  return (
    <Layout
      title={translate({id: 'site.home.title', message: 'Documentation and release notes'})}
      description={translate({
        id: 'site.home.description',
        message: 'Set up and use our Business Central extensions for billing, projects, time tracking and everyday sales work.',
      })}>
      <header className={styles.hero}>
        <div className={clsx('container', styles.heroGrid)}>
          <div>
            <Heading as="h1" className={styles.heroTitle}>
              <Translate id="site.home.heading">Extensions for Business Central, documented</Translate>
            </Heading>
            <p className={styles.heroLead}>
              <Translate id="site.home.lead">
                Subscription, usage-based, prepaid and project billing, time tracking and resource planning, and a set of smaller apps for
                sales and everyday work: how to set them up, use them and keep up with their releases.
              </Translate>
            </p>
            <div className={styles.heroActions}>
              <Link className="button button--primary button--lg" to="/docs/">
                <Translate id="site.home.cta.docs">Read the documentation</Translate>
              </Link>
              <Link className="button button--secondary button--lg" to="/blog">
                <Translate id="site.home.cta.releaseNotes">All release notes</Translate>
              </Link>
            </div>
          </div>
          {/* Where a reader looks first: what is new, and what the example badge means. */}
          <LatestReleaseNotes className={styles.heroAside} />
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section aria-labelledby="apps" className={styles.section}>
          <Heading as="h2" id="apps">
            <Translate id="site.home.apps">Apps</Translate>
          </Heading>
          <ProductCards />
        </section>
      </main>
    </Layout>
  );
}
