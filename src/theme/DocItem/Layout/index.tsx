import Layout from '@theme-original/DocItem/Layout';
import type {Props} from '@theme/DocItem/Layout';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageActionsPermalink} from '@site/src/components/PageActions';

/**
 * (CUSTOM) Doc pages under /docs/ offer "Copy page" beside their breadcrumbs
 * (src/theme/DocBreadcrumbs): their Markdown version exists (plugins/page-markdown);
 * the API reference's pages and the category pages have none.
 */
export default function DocItemLayoutWrapper(props: Props) {
  const {metadata} = useDoc();
  const docsRoot = useBaseUrl('/docs/');
  return (
    <PageActionsPermalink.Provider value={metadata.permalink.startsWith(docsRoot) ? metadata.permalink : null}>
      <Layout {...props} />
    </PageActionsPermalink.Provider>
  );
}
