/**
 * The API reference's own Markdown renderer, in place of docusaurus-theme-openapi-docs',
 * which parses descriptions in the browser with react-markdown, remark-gfm and rehype-raw
 * (about 125 kB of gzipped JavaScript on every operation page). The texts it
 * renders here are the plain-text descriptions of openapi/*.json and the theme's
 * own short notes such as "**Possible values:** [`0`, `1`]", so paragraphs,
 * `code`, **bold** and [links](https://…) are enough. Raw HTML is shown as text,
 * never injected.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

const inline = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+|\/[^\s)]*)\)/g;

/** Splits one paragraph into text, code, bold and link parts. */
export function renderInline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inline)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, code, bold, label, href] = match;
    if (code !== undefined) parts.push(<code key={index}>{code}</code>);
    else if (bold !== undefined) parts.push(<strong key={index}>{bold}</strong>);
    else
      parts.push(
        <Link key={index} to={href}>
          {label}
        </Link>,
      );
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export default function Markdown({children}: {children?: unknown}): ReactNode {
  if (typeof children !== 'string') return (children as ReactNode) ?? null;
  const paragraphs = children
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{renderInline(paragraph)}</p>
      ))}
    </>
  );
}
