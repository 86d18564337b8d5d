/**
 * (REPLACED) Release notes name no authors, so the theme's author row, with
 * its avatars and the icons of a dozen social networks (about 4 KiB gzip in
 * the chunk every blog page loads), is left out. plugins/release-notes stops
 * the build when a post names an author, rather than dropping the name here.
 */
import type {ReactNode} from 'react';

export default function BlogPostItemHeaderAuthors(): ReactNode {
  return null;
}
