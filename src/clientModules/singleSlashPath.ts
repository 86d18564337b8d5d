/**
 * Collapses repeated slashes in the address as the bundle loads, before the
 * router reads it: the page then matches its route, and links built from the
 * address (the language menu's) stay paths of this site on every host. nginx
 * also redirects such paths (deploy/site-rules.ts); Cloudflare Pages' rules cannot.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {singleSlashPath} from '../utils/singleSlashPath';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const single = singleSlashPath(pathname);
  if (single !== pathname) window.history.replaceState(window.history.state, '', single + search + hash);
}
