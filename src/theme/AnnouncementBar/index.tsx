/**
 * (CUSTOM) Wrapper around the theme's announcement bar, for three reasons:
 *
 * 1. A bar with a new id must show even to readers who closed the previous
 *    one (SPEC §4). The theme resets its stored state, but the
 *    `data-announcement-bar-initially-dismissed` attribute its inline script
 *    set from the old state keeps hiding the bar with CSS until the next full
 *    page load. The wrapper clears the attribute as soon as the bar is active.
 * 2. Announcements are usually about a date, so the bar accepts an expiry
 *    date in config/site.ts and stops showing itself after it, without a
 *    rebuild.
 * 3. When the browser refuses storage, the theme forgets a closed bar on the
 *    next page (SPEC §8: works without persistence). The wrapper also keeps it
 *    in memory, so it stays closed for the rest of the visit.
 *
 * Whether the bar is open comes from the theme's internal useAnnouncementBar
 * (config/internals.json allows it, under an upstream contract).
 */
import {useEffect, useRef, useState} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import {isExpired} from '@site/src/utils/expiry';

/** Id of the bar the reader closed during this visit (client only). */
let closedThisVisit: string | undefined;

export default function AnnouncementBarWrapper() {
  const expires = useDocusaurusContext().siteConfig.customFields?.announcementExpires as string | null;
  const {isActive} = useAnnouncementBar();
  const id = useThemeConfig().announcementBar?.id;
  const wasActive = useRef(isActive);
  useEffect(() => {
    if (wasActive.current && !isActive) closedThisVisit = id;
    wasActive.current = isActive;
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive, id]);
  // Decided after hydration so that server and client render the same markup.
  const [expired, setExpired] = useState(false);
  useEffect(() => setExpired(isExpired(expires, new Date())), [expires]);
  return expired || (closedThisVisit !== undefined && closedThisVisit === id) ? null : <AnnouncementBar />;
}
