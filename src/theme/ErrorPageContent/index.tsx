/**
 * (CUSTOM) Wrapper around the theme's crash fallback. The original already
 * shows 'This page crashed.', the Try again button and the error's cause
 * chain (SPEC §2/§8); we add a link back to the home page so that a reader
 * stuck on a crashed page always has a way out.
 */
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function ErrorPageContentWrapper(props: WrapperProps<typeof ErrorPageContentType>) {
  return (
    <>
      <ErrorPageContent {...props} />
      <p className={styles.homeLink}>
        <Link to="/">
          <Translate id="site.error.homeLink" description="Link from the crash page back to the home page">
            Go to the home page
          </Translate>
        </Link>
      </p>
    </>
  );
}
