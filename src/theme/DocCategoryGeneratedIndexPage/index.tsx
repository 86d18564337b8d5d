import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDistinctTitle} from '@site/src/components/DistinctTitle';

/** (CUSTOM) A category page whose name other pages share ("Setup") names its app in its title. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props) {
  const {title, permalink} = props.categoryGeneratedIndex;
  const distinct = useDistinctTitle(title, permalink);
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      {distinct !== title && <PageMetadata title={distinct} />}
    </>
  );
}
