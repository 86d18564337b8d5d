import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Site} from '@site/config/site';
import {isPlaceholder, NOT_CONFIGURED_ATTRIBUTE} from '@site/config/operatorDisplay';

/**
 * Where the binding terms and conditions are published (TERMS_URL, config/operator.ts). Until the
 * operator gives the address, the page says that it is not configured yet, which the production
 * deploy refuses (scripts/deploy/check-build.ts).
 */
export default function TermsReference() {
  const {termsUrl} = useDocusaurusContext().siteConfig.customFields?.operator as Site['operator'];
  if (isPlaceholder(termsUrl)) {
    return (
      <div {...{[NOT_CONFIGURED_ATTRIBUTE]: 'termsUrl'}}>
        <Admonition
          type="warning"
          title={
            <Translate
              id="site.terms.notConfigured.title"
              description="Title of the notice on the terms page while the operator has not given the address of the terms">
              Not configured yet
            </Translate>
          }>
          <p>
            <Translate
              id="site.terms.notConfigured.text"
              description="Text of the notice on the terms page while the operator has not given the address of the terms">
              The operator of this website has not yet given the address of the binding terms and conditions.
            </Translate>
          </p>
        </Admonition>
      </div>
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
