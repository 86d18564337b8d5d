/**
 * Code block lines as block-level <span>s. The theme renders each line as a
 * <div> inside <code>, which may hold phrasing content only (invalid HTML,
 * html-validate: element-permitted-content). This wrapper renders the theme's
 * own line and gives it a <span> for its <div>, keeping its props; anything
 * else the theme returns passes through unchanged (and the HTML check of
 * `npm test` then names the page).
 */
import {isValidElement} from 'react';
import clsx from 'clsx';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

export default function CodeBlockLine(props: Props) {
  // Called, not mounted: its output is what changes tag. The theme's line uses no hooks.
  const line = Line(props);
  if (!isValidElement<{className?: string}>(line) || line.type !== 'div') return line;
  // With line numbers the theme lays a line out as a table row through its own class.
  return <span {...line.props} className={clsx(line.props.className, !props.showLineNumbers && styles.line)} />;
}
