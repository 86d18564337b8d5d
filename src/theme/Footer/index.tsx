/**
 * (CUSTOM) Wrapper around the theme's footer. Administrators follow release
 * notes by feed, so below the configured link columns we add the RSS and Atom
 * feeds of the current locale's release notes.
 */
import Footer from '@theme-original/Footer';
import FeedLinks from '@site/src/components/FeedLinks';

export default function FooterWrapper() {
  return (
    <>
      <Footer />
      <FeedLinks />
    </>
  );
}
