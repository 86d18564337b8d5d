import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Site} from '@site/config/site';

/**
 * Where the binding terms and conditions are published (TERMS_URL, config/operator.ts). Until the
 * operator gives the address, the page says it is a placeholder and shows the setting's
 * placeholder, which the production deploy refuses (scripts/deploy/check-build.ts).
 */
export default function TermsReference(): ReactNode {
  const {termsUrl} = useDocusaurusContext().siteConfig.customFields?.operator as Site['operator'];
  // Placeholders of operator settings are in square brackets (config/operator.ts).
  if (/^\[.*\]$/.test(termsUrl)) {
    return (
      <Admonition type="warning" title={<Translate id="site.terms.placeholder.title">Placeholder</Translate>}>
        <p>
          <Translate id="site.terms.placeholder.text" values={{placeholder: <code>{termsUrl}</code>}}>
            {'The operator of this site has not yet given the address of the binding terms and conditions ({placeholder}).'}
          </Translate>
        </p>
      </Admonition>
    );
  }
  return (
    <p>
      <Translate id="site.terms.published" values={{link: <Link href={termsUrl}>{termsUrl}</Link>}}>
        {'The terms and conditions that apply are published at {link}.'}
      </Translate>
    </p>
  );
}
