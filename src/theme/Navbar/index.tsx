/**
 * (CUSTOM) Wrapper around the theme's navbar. Below 997 px the navbar's items
 * live in a slide-in sidebar that needs JavaScript; for readers without
 * JavaScript we render the primary links inline inside <noscript>, so every
 * section of the site stays reachable.
 */
import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import NoScriptLinks from '@site/src/components/NoScriptLinks';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <>
      <Navbar {...props} />
      <NoScriptLinks />
    </>
  );
}
