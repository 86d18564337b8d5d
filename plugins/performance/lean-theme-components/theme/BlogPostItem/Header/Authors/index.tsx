/**
 * Replaces theme-classic's author row (3.10.2; this piece's contract in
 * plugins/performance/pieces.ts). Release notes name no authors, so the row, with
 * its avatars and the icons of a dozen social networks (about 4 KiB gzip in
 * the chunk every blog page loads), is left out. plugins/release-notes stops
 * the build when a post names an author, rather than dropping the name here.
 */
import type {ReactNode} from 'react';

export default function BlogPostItemHeaderAuthors(): ReactNode {
  return null;
}
