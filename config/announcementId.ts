import {createHash} from 'node:crypto';
import type {AnnouncementBar} from './site';

/**
 * The announcement bar's id: its readable topic plus a short hash of its text
 * in every language. The theme shows a bar again to readers who closed it
 * when the id changes, so any edit of the text brings it back; one id for all
 * languages keeps a bar closed in one language closed in the others.
 */
export function announcementId({topic, content}: Pick<AnnouncementBar, 'topic' | 'content'>): string {
  const text = Object.keys(content)
    .sort()
    .map((locale) => `${locale}\n${content[locale as keyof typeof content]}`)
    .join('\n');
  return `${topic}-${createHash('sha256').update(text).digest('hex').slice(0, 8)}`;
}
