import {useCallback} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

/**
 * A parameter of the page's address (`?q=` on /search) and a setter that replaces it, without a new
 * history entry per keystroke. On the public router API: theme-common's `useSearchQueryString`,
 * which did the same, is gone in Docusaurus 4.
 */
export function useQueryParameter(name: string): [string, (value: string) => void] {
  const value = new URLSearchParams(useLocation().search).get(name) ?? '';
  const history = useHistory();
  const setValue = useCallback(
    (next: string) => {
      const params = new URLSearchParams(history.location.search);
      if (next) params.set(name, next);
      else params.delete(name);
      history.replace({search: params.toString()});
    },
    [history, name],
  );
  return [value, setValue];
}
