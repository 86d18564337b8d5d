import {useContext} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {PageActionsPermalink, PageActionsRow} from '@site/src/components/PageActions';

/** (CUSTOM) "Copy page" at the end of the breadcrumbs' line, above the title (src/theme/DocItem/Layout). */
export default function DocBreadcrumbsWrapper() {
  const permalink = useContext(PageActionsPermalink);
  const breadcrumbs = <DocBreadcrumbs />;
  return permalink ? <PageActionsRow permalink={permalink}>{breadcrumbs}</PageActionsRow> : breadcrumbs;
}
