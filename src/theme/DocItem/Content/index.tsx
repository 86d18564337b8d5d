import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SampleDocNotice} from '@theme/SampleMarker/SampleNotice';
import {isSample} from '@theme/SampleMarker/isSample';

type Props = WrapperProps<typeof ContentType>;

/**
 * An example page (`sample: true`) says so above its title, whatever its text says.
 */
export default function DocItemContentWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  return (
    <>
      {isSample(frontMatter) && <SampleDocNotice />}
      <Content {...props} />
    </>
  );
}
