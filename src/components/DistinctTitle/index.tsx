import {useMemo} from 'react';
import {translate} from '@docusaurus/Translate';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {distinctTitle} from '@site/src/utils/distinctTitle';

/** The title of the docs page at `permalink` as its browser tab shows it (src/utils/distinctTitle.ts). */
export function useDistinctTitle(title: string, permalink: string): string {
  const items = useDocsSidebar()?.items;
  const contents = translate({
    id: 'site.docs.categoryContents',
    message: 'Contents',
    description: "Added to the browser tab's title of a category page that shares its name with a page in it",
  });
  return useMemo(() => distinctTitle(title, permalink, items, contents), [title, permalink, items, contents]);
}
