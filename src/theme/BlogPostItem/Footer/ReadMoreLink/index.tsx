import clsx from 'clsx';
import ReadMoreLink from '@theme-original/BlogPostItem/Footer/ReadMoreLink';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

/**
 * "Read the full note" below a post in blog and tag lists, on one line in every
 * language ("Ganzen Beitrag lesen" never breaks after its adjective).
 */
export default function ReadMoreLinkWrapper({className, ...props}: Props) {
  return <ReadMoreLink {...props} className={clsx(className, styles.readMore)} data-read-more="" />;
}
