/**
 * (CUSTOM) Wrapper around the theme's not-found text: below it, a way on. A
 * search field that opens the site's search page (a plain form, so it works
 * before or without JavaScript: /search?q=…, /de/search?q=… on German pages)
 * and the site's entry points, the navbar's links and the home page.
 */
import {useId, type FormEvent} from 'react';
import clsx from 'clsx';
import NotFoundContent from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {useThemeConfig} from '@docusaurus/theme-common';
import styles from './styles.module.css';

function SearchForm() {
  const id = useId();
  const action = useBaseUrl('/search');
  const history = useHistory();
  // With JavaScript, the search page opens without reloading the site.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q')?.toString().trim() ?? '';
    history.push(query ? `${action}?q=${encodeURIComponent(query)}` : action);
  };
  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} className={styles.search} data-not-found-search="">
      <label htmlFor={id} className={styles.label}>
        <Translate id="site.notFound.searchLabel" description="Label of the search field on the not-found page">
          Search the documentation and release notes
        </Translate>
      </label>
      <div className={styles.searchRow}>
        <input id={id} type="search" name="q" className={styles.input} autoComplete="off" />
        <button type="submit" className="button button--primary">
          <Translate id="site.notFound.searchButton" description="Button of the search field on the not-found page">
            Search
          </Translate>
        </button>
      </div>
    </form>
  );
}

export default function NotFoundContentWrapper(props: Props) {
  const labelId = useId();
  // The navbar's page links (Docs, Release notes, API), then the home page.
  const entryPoints = [
    ...useThemeConfig().navbar.items.flatMap((item: Record<string, unknown>) =>
      typeof item.to === 'string' && typeof item.label === 'string' ? [{to: item.to, label: item.label}] : [],
    ),
    {
      to: '/',
      label: translate({id: 'site.notFound.home', message: 'Home page', description: 'Link from the not-found page to the home page'}),
    },
  ];
  return (
    <>
      <NotFoundContent {...props} />
      <div className={clsx('container', styles.wayOn)}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <SearchForm />
            <nav aria-labelledby={labelId} data-not-found-links="">
              <p id={labelId} className={styles.label}>
                <Translate id="site.notFound.entryPoints" description="Before the links to the main pages on the not-found page">
                  Or start from one of these pages:
                </Translate>
              </p>
              <ul className={styles.links}>
                {entryPoints.map(({to, label}) => (
                  <li key={to}>
                    <Link to={to} className="button button--secondary button--outline">
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </>
  );
}
