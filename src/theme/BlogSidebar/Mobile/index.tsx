/**
 * (CUSTOM) Ejected from theme-classic 3.10.2 for two changes:
 * - as BlogSidebar/Desktop, the post links in the mobile menu are a
 *   RouterLinkList (with the example badge on examples);
 * - the list renders once the menu is first opened, not with the page: the
 *   theme renders the closed menu on every blog page at phone width, and its
 *   117 links were the longest task after a blog page's first paint on a phone.
 */
import React, {memo, useState, type ReactNode} from 'react';
import {useVisibleBlogSidebarItems} from '@docusaurus/plugin-content-blog/client';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
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

/** Whether the mobile menu is open or has been open since this page rendered. */
function useMenuOpened(): boolean {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened || shown;
}

function BlogSidebarMobileSecondaryMenu({sidebar}: Props): ReactNode {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  const opened = useMenuOpened();
  if (!opened) return null;
  return <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName={styles.yearGroupHeading} />;
}

function BlogSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={BlogSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(BlogSidebarMobile);
