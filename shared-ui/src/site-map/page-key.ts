// The page a URL asks for, as the page cache keys it (the shell's server, and the canonical URL of
// head.ts). Apart from the site map, which every browser loads whole and would never run this.
import { shownKey } from '../lists/shown-param.ts';
import { matchRoute, shownParam } from './site-map.ts';

/**
 * A parameter's value as the page cache keys it, or null where the page reads no value: an empty
 * view parameter (a list's filter form sends an empty search), and a ?show= of one page. ?show= is
 * bounded (shownKey), so a flood of its values makes few pages.
 */
const keyValue = (name: string, raw: string): string | null =>
  name === shownParam ? shownKey(raw) : raw === '' && name !== 'id' ? null : raw;

/**
 * `?name=value&...` of those of `names` the URL's query holds, in the order of `names`, each once
 * (its first value) and encoded one way, so `q=a+b` and `q=a%20b` give the same text; each value as keyValue writes it.
 */
export function declaredQuery(names: readonly string[], url: string): string {
  const path = url.replace(/#.*$/, '');
  const at = path.indexOf('?');
  const search = new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
  const pairs = names.flatMap((name) => {
    const raw = search.get(name);
    const value = raw === null ? null : keyValue(name, raw);
    return value === null ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * The page a URL asks for, as the page cache keys it: the route's own path (whatever spelling or
 * trailing slash was asked) and the query parameters the route reads, in the site map's order.
 * Tracking and unknown parameters drop out, so no one can make new pages by adding them. An unknown
 * path is its path alone: every query shows the same Page not found.
 */
export function pageKey(url: string): string {
  const route = matchRoute(url);
  if (!route) return url.replace(/[?#].*$/, '');
  return route.path + declaredQuery([...route.params, ...(route.viewParams ?? [])], url);
}
