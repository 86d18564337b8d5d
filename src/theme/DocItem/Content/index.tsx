import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import PageActions from '@site/src/components/PageActions';
import {SampleDocNotice} from '@theme/SampleMarker/SampleNotice';
import {isSample} from '@theme/SampleMarker/isSample';

type Props = WrapperProps<typeof ContentType>;

/**
 * An example page (`sample: true`) says so above its title, whatever its text says.
 * (CUSTOM) Doc pages under /docs/ offer "Copy page" at the end of the title's
 * line, below the notice: their Markdown version exists (plugins/page-markdown);
 * the API reference's pages have none.
 */
export default function DocItemContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const docsRoot = useBaseUrl('/docs/');
  return (
    <>
      {isSample(frontMatter) && <SampleDocNotice />}
      {metadata.permalink.startsWith(docsRoot) && <PageActions permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}
