/**
 * (CUSTOM) Wrapper around the theme's footer. Administrators follow release
 * notes by feed, so below the configured link columns we add the RSS and Atom
 * feeds of the current locale's release notes.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import FeedLinks from '@site/src/components/FeedLinks';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <FeedLinks />
    </>
  );
}
