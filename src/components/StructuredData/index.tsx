import Head from '@docusaurus/Head';
import {jsonLdText} from './jsonLd';

/**
 * Every JSON-LD element of the site: the theme's breadcrumbs, blog post and blog list data
 * (src/theme/…/StructuredData) and anything else, escaped where it is written (jsonLdText).
 */
export default function StructuredData({data}: {data: object}) {
  return (
    <Head>
      <script type="application/ld+json">{jsonLdText(data)}</script>
    </Head>
  );
}
