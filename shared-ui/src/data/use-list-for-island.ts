import { useFilteredList, type ListDefaults } from '../filters/use-filtered-list.ts';
import { useRegion } from '../ssr/region-context.tsx';
import { shownParam } from '../site-map/site-map.ts';
import { UNANSWERED_LIST, WHOLE_UP_TO, type ListItems } from '../lists/list-window.ts';
import { shownCount } from '../lists/shown-param.ts';
import { useUrlQuery } from '../lists/url-query.ts';

type Dated = { date?: string; title?: string };

/**
 * The list a page gives its list island. In the browser the app draws the island itself, with the
 * whole list; on the server a long list is cut to the window its page shows (ListWindow), and a
 * render for the page's JSON twin takes the whole list from here (render-region.tsx).
 */
export function useListForIsland<T extends Dated>(
  items: readonly T[],
  defaults: ListDefaults<T> = {},
  unanswered = false,
): ListItems<T> {
  const { server } = useRegion();
  // One or the other for the whole life of a tree: the hooks called never change.
  const cut = server ? useWindowOnServer : wholeInBrowser;
  const list = cut(items, defaults);
  if (server?.wholeList) server.wholeList.items = items;
  return unanswered && items.length === 0 ? UNANSWERED_LIST : list;
}

const wholeInBrowser = <T>(items: readonly T[]): ListItems<T> => items;

function useWindowOnServer<T extends Dated>(items: readonly T[], defaults: ListDefaults<T>): ListItems<T> {
  const list = useFilteredList(items, defaults);
  const [params] = useUrlQuery();
  if (items.length <= WHOLE_UP_TO) return items;
  return {
    shown: list.visible.slice(0, shownCount(params.get(shownParam))),
    matching: list.count,
    total: list.total,
    years: list.years,
    months: list.months,
    filterKey: list.filterKey,
  };
}
