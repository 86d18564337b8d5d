import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Site} from '@site/config/site';

/** Legal notice. All details come from the operator settings (config/operator.ts). */
export default function Imprint(): ReactNode {
  const operator = useDocusaurusContext().siteConfig.customFields?.operator as Site['operator'];
  const title = translate({id: 'site.imprint.title', message: 'Imprint'});
  return (
    <Layout title={title} description={translate({id: 'site.imprint.description', message: 'Legal notice of this website'})}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <Heading as="h2">
          <Translate id="site.imprint.provider">Provider of this website</Translate>
        </Heading>
        <address>
          {operator.company}
          <br />
          {operator.street}
          <br />
          {operator.city}
          <br />
          {operator.country}
        </address>
        <dl>
          <dt>
            <Translate id="site.imprint.representedBy">Represented by</Translate>
          </dt>
          <dd>{operator.representedBy}</dd>
          <dt>
            <Translate id="site.imprint.email">Email</Translate>
          </dt>
          <dd>
            <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </dd>
          <dt>
            <Translate id="site.imprint.phone">Phone</Translate>
          </dt>
          <dd>{operator.phone}</dd>
          <dt>
            <Translate id="site.imprint.register">Register entry</Translate>
          </dt>
          <dd>{operator.register}</dd>
          <dt>
            <Translate id="site.imprint.vatId">VAT ID</Translate>
          </dt>
          <dd>{operator.vatId}</dd>
        </dl>
        <Heading as="h2">
          <Translate id="site.imprint.trademarks">Trademarks</Translate>
        </Heading>
        <p>
          <Translate id="site.imprint.trademarksText">
            Microsoft, Dynamics 365 and Business Central are trademarks of the Microsoft group of companies. This site is not affiliated
            with Microsoft.
          </Translate>
        </p>
      </main>
    </Layout>
  );
}
