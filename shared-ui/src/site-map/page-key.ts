import { shownKey } from '../lists/shown-param.ts';
import { matchRoute, shownParam, type NamedRoute } from './site-map.ts';

/** An empty view parameter (a filter form sends an empty search) and a ?show= of one page key nothing. */
const keyValue = (name: string, raw: string): string | null =>
  name === shownParam ? shownKey(raw) : raw === '' && name !== 'id' ? null : raw;

/** Encoded one way, so `q=a+b` and `q=a%20b` give the same key. */
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

/** A request's route, worked out once and handed to all that need it: its page key, its render, its region. */
export type RoutedPage = { route: NamedRoute | undefined; key: string };

/** Tracking and unknown parameters drop out of the key, so no one can make new pages by adding them (decision record 024). */
export function routedPage(url: string): RoutedPage {
  const route = matchRoute(url);
  if (!route) return { route, key: url.replace(/[?#].*$/, '') };
  return { route, key: route.path + declaredQuery([...route.params, ...(route.viewParams ?? [])], url) };
}

export const pageKey = (url: string): string => routedPage(url).key;
