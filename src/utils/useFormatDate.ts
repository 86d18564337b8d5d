import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {dateFormatter} from './formatDate';

/** A date formatter of the current locale (long dates by default), shared by the release-note lists. */
export function useFormatDate(formatter = dateFormatter): (isoDate: string) => string {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang;
  return useMemo(() => formatter(lang), [formatter, lang]);
}
