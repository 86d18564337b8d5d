import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchSettings} from '../settings';

/** The search settings chosen at build time (../settings.ts), as the plugin hands them to the pages. */
export function useSearchSettings(): SearchSettings {
  return (usePluginData('search') as {settings: SearchSettings}).settings;
}
