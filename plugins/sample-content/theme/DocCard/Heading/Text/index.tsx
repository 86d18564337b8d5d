import React, {type ReactNode} from 'react';
import Text from '@theme-init/DocCard/Heading/Text';
import type {Props} from '@theme/DocCard/Heading/Text';
import {SampleBadge} from '@theme/SampleMarker/SampleBadge';
import styles from './styles.module.css';

/**
 * The card title of a doc that is an example (the DocCard wrapper sets
 * `customProps.sample`) starts with the example badge, which a long title,
 * cut off at the card's edge, cannot push out of sight.
 */
export default function DocCardHeadingTextWrapper(props: Props): ReactNode {
  return (
    <>
      {props.item.customProps?.sample === true && <SampleBadge className={styles.badge} />}
      <Text {...props} />
    </>
  );
}
