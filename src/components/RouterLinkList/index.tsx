/**
 * A list of links to pages of this site that costs one component instead of
 * one per link, for long lists such as the blog sidebar (every post is
 * listed, SPEC §2).
 *
 * Docusaurus' Link gives each link its own hooks, router path matching and
 * IntersectionObserver, and the blog sidebar has 117 of them on every blog
 * page, also on phones where it is hidden (with the sidebar switched off, a
 * blog page's main-thread blocking fell by about a third). Here the list
 * handles events for all its links:
 * - a plain left click navigates through the router, as Link does; clicks
 *   with a modifier key or another button are left to the browser;
 * - hover, focus and touch preload the page's chunks first, as Link does;
 * - the current page's link gets the active class and aria-current="page".
 * What the list leaves out is prefetching on scroll into view. An item that is
 * an example carries the example badge in its link.
 */
import React, {type ReactNode, type SyntheticEvent} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import {SampleBadge} from '@site/src/components/SampleMarker/SampleBadge';

export type RouterLinkItem = {permalink: string; title: string; sample?: boolean};

type Props = {
  items: readonly RouterLinkItem[];
  ulClassName?: string;
  liClassName?: string;
  linkClassName?: string;
  linkActiveClassName?: string;
};

type DocusaurusWindow = Window & {docusaurus?: {preload(path: string): unknown}};

/** The site path a list event is about, if it happened on one of the list's links. */
function targetPath(event: SyntheticEvent): string | undefined {
  const link = (event.target as Element).closest?.('a[href]');
  return link && event.currentTarget.contains(link) ? (link.getAttribute('href') ?? undefined) : undefined;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

export default function RouterLinkList({items, ulClassName, liClassName, linkClassName, linkActiveClassName}: Props): ReactNode {
  const history = useHistory();
  const current = withoutTrailingSlash(useLocation().pathname);

  const preload = (event: SyntheticEvent) => {
    const path = targetPath(event);
    if (path) (window as DocusaurusWindow).docusaurus?.preload(path);
  };
  const navigate = (event: React.MouseEvent) => {
    const path = targetPath(event);
    if (!path || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(path);
  };

  return (
    <ul className={ulClassName} onClick={navigate} onMouseOver={preload} onFocus={preload} onTouchStart={preload}>
      {items.map((item) => {
        const active = withoutTrailingSlash(item.permalink) === current;
        return (
          <li key={item.permalink} className={liClassName}>
            <a
              href={item.permalink}
              className={clsx(linkClassName, active && linkActiveClassName)}
              aria-current={active ? 'page' : undefined}>
              {item.title}
              {item.sample && <SampleBadge />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
