import React, {type ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof InfoType>;

/**
 * A release note's date and reading time, marked so that search leaves them
 * out of the note's text (excludeSelectors in plugins/search/indexing/search-content.ts).
 */
export default function BlogPostItemHeaderInfoWrapper(props: Props): ReactNode {
  return (
    <div data-post-info="">
      <Info {...props} />
    </div>
  );
}
