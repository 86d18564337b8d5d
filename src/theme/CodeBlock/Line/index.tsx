/**
 * (CUSTOM) Code block line, ejected from @docusaurus/theme-classic 3.10.2.
 *
 * The only change: each line is a <span> shown as a block instead of a <div>.
 * Lines sit inside <code>, which may hold phrasing content only, so a <div>
 * there is invalid HTML (html-validate: element-permitted-content). The
 * rendering is the same.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

type Token = Props['line'][number];

// Keeps an empty line from collapsing (see facebook/docusaurus#11565).
function LineBreak() {
  return <br />;
}

// A line holding only '\n' becomes empty, so that it is not broken twice.
function fixLineBreak(line: Token[]) {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
  );
}
