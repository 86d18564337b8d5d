import React, {type ReactNode} from 'react';
import PaginatorNavLink from '@theme-original/PaginatorNavLink';
import type PaginatorNavLinkType from '@theme/PaginatorNavLink';
import type {WrapperProps} from '@docusaurus/types';
import {SampleBadge} from '@site/src/components/SampleMarker/SampleBadge';
import {isSampleDoc} from '@site/src/components/SampleMarker/sampleDocs';
import {isSamplePost} from '@site/src/components/SampleMarker/samplePosts';

type Props = WrapperProps<typeof PaginatorNavLinkType>;

/** A previous/next link (docs, release notes) to an example carries the example badge after its title. */
export default function PaginatorNavLinkWrapper(props: Props): ReactNode {
  if (!isSampleDoc(props.permalink) && !isSamplePost(props.permalink)) return <PaginatorNavLink {...props} />;
  return (
    <PaginatorNavLink
      {...props}
      title={
        <>
          {props.title}
          <SampleBadge />
        </>
      }
    />
  );
}
