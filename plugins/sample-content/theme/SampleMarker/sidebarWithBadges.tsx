/**
 * The blog sidebar with the example badge on the posts that are examples
 * (theme/BlogSidebar: Desktop and the phone menu, Mobile). The sidebar's
 * items carry no front matter, so examples are known by permalink
 * (./samplePosts.ts). The theme renders an item's title as the link's content,
 * so a title with the badge next to it gives the same markup as other lists.
 */
import React, {useMemo, type ComponentType, type ReactNode} from 'react';
import type {BlogSidebar} from '@docusaurus/plugin-content-blog';
import {isSamplePost} from './samplePosts';
import {withBadge} from './SampleBadge';

/** The theme's sidebar component `Sidebar` (Desktop or Mobile), with the badges. */
export function withSampleBadges<P extends {sidebar: BlogSidebar}>(Sidebar: ComponentType<P>) {
  return function SidebarWithBadges(props: P): ReactNode {
    const sidebar = useMemo(
      () => ({
        ...props.sidebar,
        items: props.sidebar.items.map((item) =>
          // The type says string; the theme renders it as the link's children, where an element is as good.
          isSamplePost(item.permalink) ? {...item, title: withBadge(item.title) as unknown as string} : item,
        ),
      }),
      [props.sidebar],
    );
    return <Sidebar {...props} sidebar={sidebar} />;
  };
}
