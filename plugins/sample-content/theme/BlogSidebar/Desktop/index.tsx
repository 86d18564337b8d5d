import React, {type ReactNode} from 'react';
import Desktop from '@theme-init/BlogSidebar/Desktop';
import type DesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {useSidebarWithBadges} from '@theme/SampleMarker/sidebarWithBadges';

type Props = WrapperProps<typeof DesktopType>;

/** The blog sidebar, with the example badge on examples (SPEC: a marker wherever an example appears). */
export default function BlogSidebarDesktopWrapper({sidebar, ...props}: Props): ReactNode {
  return <Desktop {...props} sidebar={useSidebarWithBadges(sidebar)} />;
}
