import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ReadMoreLink from '@theme-original/BlogPostItem/Footer/ReadMoreLink';
import type ReadMoreLinkType from '@theme/BlogPostItem/Footer/ReadMoreLink';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ReadMoreLinkType>;

/**
 * "Read the full note" below a post in blog and tag lists, on one line in every
 * language ("Ganzen Beitrag lesen" never breaks after its adjective).
 */
export default function ReadMoreLinkWrapper({className, ...props}: Props): ReactNode {
  return <ReadMoreLink {...props} className={clsx(className, styles.readMore)} data-read-more="" />;
}
