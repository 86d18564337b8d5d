import React, {type ReactNode} from 'react';
import Mobile from '@theme-init/BlogSidebar/Mobile';
import type MobileType from '@theme/BlogSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useSidebarWithBadges} from '@theme/SampleMarker/sidebarWithBadges';

type Props = WrapperProps<typeof MobileType>;

/** The blog sidebar's list in the phone menu, with the example badge on examples (SPEC: a marker wherever an example appears). */
export default function BlogSidebarMobileWrapper({sidebar, ...props}: Props): ReactNode {
  return <Mobile {...props} sidebar={useSidebarWithBadges(sidebar)} />;
}
