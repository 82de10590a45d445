import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { QUERY_HELD_ATTRIBUTE } from '../islands/page-ready.ts';

type Change = (prev: URLSearchParams) => URLSearchParams;
export type SetUrlQuery = (change: Change, options: { replace: boolean }) => void;
export type UrlQuery = readonly [params: URLSearchParams, set: SetUrlQuery];

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  // The page loader loads the page again on Back and Forward unless something here follows them.
  document.documentElement.setAttribute(QUERY_HELD_ATTRIBUTE, '');
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
    if (!listeners.size) document.documentElement.removeAttribute(QUERY_HELD_ATTRIBUTE);
  };
}

// The server renders an island inside its region, where the router answers (RouterUrlQuery).
const currentSearch = () => (typeof location === 'undefined' ? '' : location.search);

const writeQuery: SetUrlQuery = (change, { replace }) => {
  const search = change(new URLSearchParams(location.search)).toString();
  const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
  if (replace) history.replaceState(history.state, '', url);
  else history.pushState(null, '', url);
  for (const listener of listeners) listener();
};

/** The page's own query string, for an island: it has no router (decision record 028). */
function useHistoryQuery(): UrlQuery {
  const search = useSyncExternalStore(subscribe, currentSearch, currentSearch);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, writeQuery];
}

const UrlQueryContext = createContext<(() => UrlQuery) | null>(null);

/** Inside the app, its router holds the query (RouterUrlQuery in the runtime). */
export const UrlQueryProvider = UrlQueryContext.Provider;

/** The query string a list keeps its filters and cards in: the router's in the app, the page's in an island. */
export function useUrlQuery(): UrlQuery {
  // One or the other for the whole life of a tree: the hooks called never change.
  const useQuery = useContext(UrlQueryContext) ?? useHistoryQuery;
  return useQuery();
}
