/**
 * (CUSTOM) Wrapper around the theme's navbar. Below 997 px the navbar's items
 * live in a slide-in sidebar that needs JavaScript; for readers without
 * JavaScript we render the primary links inline inside <noscript>, so every
 * section of the site stays reachable.
 */
import Navbar from '@theme-original/Navbar';
import NoScriptLinks from '@site/src/components/NoScriptLinks';

export default function NavbarWrapper() {
  return (
    <>
      <Navbar />
      <NoScriptLinks />
    </>
  );
}
