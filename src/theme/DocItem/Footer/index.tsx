import {useContext} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {PageActionsPermalink} from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';

/** (CUSTOM) "Was this page helpful?" after the footer of every doc page under /docs/ (src/theme/DocItem/Layout), not the API reference. */
export default function DocItemFooterWrapper() {
  const permalink = useContext(PageActionsPermalink);
  return (
    <>
      <Footer />
      {permalink && <PageFeedback permalink={permalink} />}
    </>
  );
}
