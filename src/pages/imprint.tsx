import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Site} from '@site/config/site';

/** A placeholder of config/operator.ts: an unset setting, shown in square brackets. */
const isPlaceholder = (value: string) => /^\[.*\]$/.test(value.trim());

/**
 * The operator's details as readers see them: a setting still at its placeholder
 * (config/operator.ts, in English) shows the placeholder in the page's language.
 */
function useOperatorDetails(): Site['operator'] {
  const operator = useDocusaurusContext().siteConfig.customFields?.operator as Site['operator'];
  // One translate() per placeholder, with its message as written in config/operator.ts.
  const placeholders = {
    company: translate({id: 'site.imprint.placeholder.company', message: '[Operator company name]'}),
    street: translate({id: 'site.imprint.placeholder.street', message: '[Street and number]'}),
    city: translate({id: 'site.imprint.placeholder.city', message: '[Postcode and city]'}),
    country: translate({id: 'site.imprint.placeholder.country', message: '[Country]'}),
    representedBy: translate({id: 'site.imprint.placeholder.representedBy', message: '[Managing director]'}),
    phone: translate({id: 'site.imprint.placeholder.phone', message: '[Phone number]'}),
    register: translate({id: 'site.imprint.placeholder.register', message: '[Commercial register and number]'}),
    vatId: translate({id: 'site.imprint.placeholder.vatId', message: '[VAT identification number]'}),
  };
  const shown = {...operator};
  for (const [key, label] of Object.entries(placeholders) as [keyof typeof placeholders, string][]) {
    if (isPlaceholder(operator[key])) shown[key] = label;
  }
  return shown;
}

/** Legal notice. All details come from the operator settings (config/operator.ts). */
export default function Imprint(): ReactNode {
  const operator = useOperatorDetails();
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
