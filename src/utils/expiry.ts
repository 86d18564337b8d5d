/** True when `expires` (an ISO date, inclusive) lies before `now`. */
export function isExpired(expires: string | null | undefined, now: Date): boolean {
  if (!expires) {
    return false;
  }
  const end = new Date(`${expires}T23:59:59.999Z`);
  if (Number.isNaN(end.getTime())) {
    throw new Error(`announcementBar.expires must be an ISO date (YYYY-MM-DD), got "${expires}"`);
  }
  return now.getTime() > end.getTime();
}
