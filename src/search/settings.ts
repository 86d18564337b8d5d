import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchSettings} from '@site/config/search';

/** The search settings chosen at build time (config/search.ts). */
export function useSearchSettings(): SearchSettings {
  return useDocusaurusContext().siteConfig.customFields?.search as SearchSettings;
}
