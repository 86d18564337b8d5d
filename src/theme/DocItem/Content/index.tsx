import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SampleDocNotice} from '@theme/SampleMarker/SampleNotice';
import {isSample} from '@theme/SampleMarker/isSample';

/**
 * An example page (`sample: true`) says so above its title, whatever its text says.
 */
export default function DocItemContentWrapper(props: Props) {
  const {frontMatter} = useDoc();
  return (
    <>
      {isSample(frontMatter) && <SampleDocNotice />}
      <Content {...props} />
    </>
  );
}
