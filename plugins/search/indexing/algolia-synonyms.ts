/**
 * The site's synonyms (plugins/search/synonyms.ts) as Algolia synonym objects:
 * one two-way synonym per group and language, which `npm run search:algolia`
 * saves on the index with its settings. Their objectIDs start with "site-", so a
 * run replaces the site's own earlier ones and leaves synonyms operators added
 * in the dashboard alone.
 */
import type {SynonymHit} from 'algoliasearch';
import {searchSynonyms, type SynonymGroups} from '../synonyms';

/** The groups of each language, checked: a group Algolia would refuse or that would do nothing fails, naming the config file. */
export function algoliaSynonyms(synonyms: Record<string, SynonymGroups> = searchSynonyms): SynonymHit[] {
  return Object.entries(synonyms).flatMap(([language, groups]) =>
    groups.map((group, i) => {
      const where = `plugins/search/synonyms.ts: ${language} group ${i + 1} (${JSON.stringify(group)})`;
      if (new Set(group).size < 2) throw new Error(`${where} needs at least two different entries`);
      for (const entry of group) {
        if (entry !== entry.trim().toLowerCase() || !entry || /[<>]/.test(entry))
          throw new Error(`${where}: "${entry}" must be lowercase words without markup`);
      }
      return {objectID: `site-${language}-${i + 1}`, type: 'synonym' as const, synonyms: [...group]};
    }),
  );
}
