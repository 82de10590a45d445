import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from '@school/shared-ui/runtime';
import { holdScroll } from './hold-scroll.ts';

/**
 * A new route starts at the top; filters in the query string are not a new route, or every
 * keystroke in a search box would jump the page up. Back and Forward return to where the page was
 * left: the browser scrolls before the region has rendered that page again, so the position is put
 * back once the page is tall enough. A page loaded as a document (a reload, Back to another
 * document, the back-forward cache) is the browser's to restore.
 */
export function ScrollMemory() {
  const location = useLocation();
  const action = useNavigationType();
  const [params] = useSearchParams();
  const route = `${location.pathname}?${params.get('id') ?? ''}`;
  const positions = useRef(new Map<string, number>());
  const shown = useRef<{ key: string; route: string } | null>(null);
  // From Back or Forward until the router shows where it went: the browser has scrolled for the next page already.
  const traversing = useRef(false);

  useEffect(() => {
    const scrolled = () => {
      if (shown.current && !traversing.current) positions.current.set(shown.current.key, window.scrollY);
    };
    const traverse = () => {
      traversing.current = true;
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    window.addEventListener('popstate', traverse);
    return () => {
      window.removeEventListener('scroll', scrolled);
      window.removeEventListener('popstate', traverse);
    };
  }, []);

  useLayoutEffect(() => {
    const left = shown.current;
    shown.current = { key: location.key, route };
    traversing.current = false;
    if (!left || left.key === location.key) return undefined;
    if (action === 'POP') {
      const y = positions.current.get(location.key);
      return y === undefined ? undefined : holdScroll(y);
    }
    if (action === 'PUSH') positions.current.set(left.key, window.scrollY);
    if (route !== left.route) window.scrollTo(0, 0);
    return undefined;
  }, [location.key, action, route]);
  return null;
}
