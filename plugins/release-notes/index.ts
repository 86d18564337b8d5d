import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

/** A release note as the client components need it. */
export interface ReleaseNoteSummary {
  title: string;
  permalink: string;
  date: string;
  description: string;
}

export interface ReleaseNotesGlobalData {
  latest: ReleaseNoteSummary[];
}

export interface ReleaseNotesOptions {
  /** How many of the newest posts the home page shows. */
  latestCount: number;
}

/** The newest `count` posts, newest first (the blog already sorts them so). */
export function latestPosts(content: BlogContent | undefined, count: number): ReleaseNoteSummary[] {
  return (content?.blogPosts ?? [])
    .filter((post) => !post.metadata.unlisted)
    .slice(0, count)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString().slice(0, 10),
      description: metadata.description,
    }));
}

/**
 * Reads the release-notes blog after all content is loaded and publishes the
 * newest posts as global data for the home page.
 */
export default function releaseNotesPlugin(_context: LoadContext, options: ReleaseNotesOptions): Plugin {
  return {
    name: 'release-notes',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const data: ReleaseNotesGlobalData = {latest: latestPosts(blog, options.latestCount)};
      actions.setGlobalData(data);
    },
  };
}
