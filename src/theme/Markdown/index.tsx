/**
 * docusaurus-theme-openapi-docs' Markdown, swizzled (ejected). The original parses in the browser with
 * react-markdown, remark-gfm and rehype-raw (about 100 KiB gzipped) and lets raw HTML through. The
 * descriptions and the theme's notes ("**Possible values:** [`0`, `1`]") need paragraphs, `code`,
 * **bold** and [links](https://…); raw HTML is shown as text.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

const inline = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+|\/[^\s)]*)\)/g;

/** One paragraph as text, code, bold and link parts. */
export function renderInline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inline)) {
    const [all, code, bold, label, href] = match;
    parts.push(text.slice(last, match.index));
    if (code !== undefined) parts.push(<code key={match.index}>{code}</code>);
    else if (bold !== undefined) parts.push(<strong key={match.index}>{bold}</strong>);
    else
      parts.push(
        <Link key={match.index} to={href}>
          {label}
        </Link>,
      );
    last = match.index + all.length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}

export default function Markdown({children}: {children?: ReactNode}) {
  if (typeof children !== 'string') return children;
  return children
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, i) => <p key={i}>{renderInline(paragraph)}</p>);
}
