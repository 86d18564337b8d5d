import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Site} from '@site/config/site';
import {imprintDetails, NOT_CONFIGURED_ATTRIBUTE, type ImprintField} from '@site/config/operatorDisplay';

/**
 * Until the operator gives the details (config/operator.ts), the page says so rather than
 * showing placeholders; a production deploy refuses a build with this notice
 * (scripts/deploy/check-build.ts looks for NOT_CONFIGURED_ATTRIBUTE).
 */
function NotConfigured({missing}: {missing: ImprintField[]}) {
  return (
    <div {...{[NOT_CONFIGURED_ATTRIBUTE]: missing.join(' ')}}>
      <Admonition
        type="warning"
        title={
          <Translate
            id="site.imprint.notConfigured.title"
            description="Heading of the notice on the imprint while the operator settings are missing">
            Not configured yet
          </Translate>
        }>
        <p>
          <Translate id="site.imprint.notConfigured.text" description="Notice on the imprint while the operator settings are missing">
            The operator of this website has not yet given all the details of this legal notice.
          </Translate>
        </p>
      </Admonition>
    </div>
  );
}

/** Legal notice. All details come from the operator settings (config/operator.ts); those not given yet are left out. */
export default function Imprint() {
  const operator = useDocusaurusContext().siteConfig.customFields?.operator as Site['operator'];
  const {given, missing} = imprintDetails(operator);
  const address = [given.company, given.street, given.city, given.country].filter((line): line is string => line !== undefined);
  // The details below the address, each with its label.
  const labels: [ImprintField, string][] = [
    ['representedBy', translate({id: 'site.imprint.representedBy', message: 'Represented by'})],
    ['email', translate({id: 'site.imprint.email', message: 'Email'})],
    ['phone', translate({id: 'site.imprint.phone', message: 'Phone'})],
    ['register', translate({id: 'site.imprint.register', message: 'Register entry'})],
    ['vatId', translate({id: 'site.imprint.vatId', message: 'VAT ID'})],
  ];
  const facts = labels.filter(([field]) => given[field] !== undefined);
  const title = translate({id: 'site.imprint.title', message: 'Imprint'});
  return (
    <Layout title={title} description={translate({id: 'site.imprint.description', message: 'Legal notice of this website'})}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        {missing.length > 0 && <NotConfigured missing={missing} />}
        {(address.length > 0 || facts.length > 0) && (
          <>
            <Heading as="h2">
              <Translate id="site.imprint.provider">Provider of this website</Translate>
            </Heading>
            {address.length > 0 && (
              <address>
                {address.map((line, i) => (
                  <React.Fragment key={`${i}-${line}`}>
                    {i > 0 && <br />}
                    {line}
                  </React.Fragment>
                ))}
              </address>
            )}
            {facts.length > 0 && (
              <dl>
                {facts.map(([field, label]) => (
                  <React.Fragment key={field}>
                    <dt>{label}</dt>
                    <dd>{field === 'email' ? <a href={`mailto:${given.email}`}>{given.email}</a> : given[field]}</dd>
                  </React.Fragment>
                ))}
              </dl>
            )}
          </>
        )}
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
