import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Structured data (JSON-LD) as the theme renders it, with `<` escaped so that
 * no text in it can end the script element.
 */
export function StructuredData({data}: {data: object}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
    </Head>
  );
}
