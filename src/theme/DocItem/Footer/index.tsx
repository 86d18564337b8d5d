import React, {useContext, type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {PageActionsPermalink} from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** (CUSTOM) "Was this page helpful?" after the footer of every doc page under /docs/ (src/theme/DocItem/Layout), not the API reference. */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const permalink = useContext(PageActionsPermalink);
  return (
    <>
      <Footer {...props} />
      {permalink && <PageFeedback permalink={permalink} />}
    </>
  );
}
