import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** (CUSTOM) "Was this page helpful?" after the footer of every doc page under /docs/ (not the API reference). */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const docsRoot = useBaseUrl('/docs/');
  return (
    <>
      <Footer {...props} />
      {metadata.permalink.startsWith(docsRoot) && <PageFeedback permalink={metadata.permalink} />}
    </>
  );
}
