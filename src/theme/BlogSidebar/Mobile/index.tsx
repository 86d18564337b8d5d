/**
 * (CUSTOM) Ejected from theme-classic 3.10.2 for one change, as BlogSidebar/Desktop:
 * the post links in the mobile menu are a RouterLinkList (with the example badge
 * on examples). The menu is rendered, closed, on every blog page at phone width.
 */
import React, {memo, type ReactNode} from 'react';
import {useVisibleBlogSidebarItems} from '@docusaurus/plugin-content-blog/client';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import RouterLinkList from '@site/src/components/RouterLinkList';
import {isSamplePost} from '@site/src/components/SampleMarker/samplePosts';
import type {Props} from '@theme/BlogSidebar/Mobile';
import type {Props as BlogSidebarContentProps} from '@theme/BlogSidebar/Content';

import styles from './styles.module.css';

const ListComponent: BlogSidebarContentProps['ListComponent'] = ({items}) => {
  return (
    <RouterLinkList
      items={items.map((item) => ({...item, sample: isSamplePost(item.permalink)}))}
      ulClassName="menu__list"
      liClassName="menu__list-item"
      linkClassName="menu__link"
      linkActiveClassName="menu__link--active"
    />
  );
};

function BlogSidebarMobileSecondaryMenu({sidebar}: Props): ReactNode {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName={styles.yearGroupHeading} />;
}

function BlogSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={BlogSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(BlogSidebarMobile);
