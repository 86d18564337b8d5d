/**
 * Replaces theme-classic's code block content: shows the code without loading
 * the highlighter up front (see ../../../highlighter.ts), and theme-classic's
 * highlighted content once it is there.
 *
 * - Server rendering and a loaded highlighter: the theme's highlighted content.
 * - A block hydrated before the highlighter arrived: its pre-rendered HTML is
 *   kept as it is (React does not touch the children of an element with
 *   dangerouslySetInnerHTML while hydrating). ../index.tsx remounts the block
 *   once the highlighter is there, as the theme remounts it for the colour mode.
 * - A block reached by client navigation: the plain code until then.
 * - A block where highlighting is off (CodeHighlighting): the plain code, always.
 */
import React, {useContext, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {CodeHighlighting} from '@site/src/components/CodeHighlighting';
import {useHighlighter} from '../../../highlighter';

function PlainCode({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(className, 'prism-code', 'thin-scrollbar')}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const Highlighter = useHighlighter();
  const isBrowser = useIsBrowser();
  const [hydrated] = useState(!isBrowser);
  // The word-wrap button measures the <pre> through this ref, in every state.
  const {wordWrap} = useCodeBlockContext();
  const highlighting = useContext(CodeHighlighting);
  if (Highlighter) return <Highlighter {...props} />;
  if (hydrated && highlighting) return <pre ref={wordWrap.codeBlockRef} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return <PlainCode {...props} />;
}
