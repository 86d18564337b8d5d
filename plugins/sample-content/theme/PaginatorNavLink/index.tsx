import React, {type ReactNode} from 'react';
import PaginatorNavLink from '@theme-init/PaginatorNavLink';
import type {Props} from '@theme/PaginatorNavLink';
import {withBadge} from '@theme/SampleMarker/SampleBadge';
import {isSampleDoc} from '@theme/SampleMarker/sampleDocs';
import {isSamplePost} from '@theme/SampleMarker/samplePosts';

/** A previous/next link (docs, release notes) to an example carries the example badge after its title. */
export default function PaginatorNavLinkWrapper(props: Props): ReactNode {
  if (!isSampleDoc(props.permalink) && !isSamplePost(props.permalink)) return <PaginatorNavLink {...props} />;
  return <PaginatorNavLink {...props} title={withBadge(props.title)} />;
}
