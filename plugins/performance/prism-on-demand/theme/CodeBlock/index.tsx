/**
 * Code block, ejected from @docusaurus/theme-classic 3.10.2 (this piece's
 * contract: plugins/performance/pieces.ts).
 *
 * The theme remounts every code block right after hydration, so that it is
 * highlighted for the reader's colour mode. The highlighter now loads on
 * demand (../../highlighter.ts), so the remount waits until it is there; until
 * then the pre-rendered block stays as it is (./Content). A block without
 * highlighting (CodeHighlighting) remounts right after hydration, for the
 * colours of the reader's mode.
 */
import React, {isValidElement, useContext, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {CodeHighlighting} from '@site/src/components/CodeHighlighting';
import {useHighlighter} from '../../highlighter';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // Now one or more plain strings.
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const highlighting = useContext(CodeHighlighting);
  const ready = useHighlighter() !== null || !highlighting;
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeBlockComp key={String(isBrowser && ready)} {...props}>
      {children as string}
    </CodeBlockComp>
  );
}
