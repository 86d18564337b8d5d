/**
 * Drop-in replacement for @docusaurus/core/lib/client/preload.js: the same
 * preloading of a path's route components, after the route sections the path
 * belongs to are in the table (runtime.ts). Docusaurus runs it before the first
 * render and before each navigation renders the next page; a rejection there
 * reloads the page.
 */
import routes from '@generated/routes';
import {preloadPath} from './runtime';

export default function preload(pathname: string): Promise<unknown[]> {
  return preloadPath(routes, pathname);
}
