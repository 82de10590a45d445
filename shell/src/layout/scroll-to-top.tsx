import { useEffect } from 'react';
import { useLocation, useSearchParams } from '@school/shared-ui/runtime';

/**
 * The view scrolls to the top on every route change. A route is the path, plus the
 * ?id= of detail pages (another album is another page); filters in the query string are not,
 * or every keystroke in a search box would jump the page up.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, id]);
  return null;
}
