import React, {useContext, type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {PageActionsPermalink, PageActionsRow} from '@site/src/components/PageActions';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/** (CUSTOM) "Copy page" at the end of the breadcrumbs' line, above the title (src/theme/DocItem/Layout). */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const permalink = useContext(PageActionsPermalink);
  if (!permalink) return <DocBreadcrumbs {...props} />;
  return (
    <PageActionsRow permalink={permalink}>
      <DocBreadcrumbs {...props} />
    </PageActionsRow>
  );
}
