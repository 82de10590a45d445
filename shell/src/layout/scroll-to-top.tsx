import { useEffect } from 'react';
import { useLocation, useSearchParams } from '@school/shared-ui/runtime';

/** Filters in the query string are not a new route, or every keystroke in a search box would jump the page up. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, id]);
  return null;
}
