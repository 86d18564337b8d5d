import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {dateFormatter} from './formatDate';

/** The long-date formatter of the current locale, shared by the release-note lists. */
export function useFormatDate(): (isoDate: string) => string {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang;
  return useMemo(() => dateFormatter(lang), [lang]);
}
