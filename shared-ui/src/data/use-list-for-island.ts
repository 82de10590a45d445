import { useFilteredList, type ListDefaults } from '../filters/use-filtered-list.ts';
import { useRegion } from '../ssr/region-context.tsx';
import { shownParam } from '../site-map/site-map.ts';
import { UNANSWERED_LIST, WHOLE_UP_TO, type ListItems } from '../lists/list-window.ts';
import { shownCount } from '../lists/shown-param.ts';
import { useUrlQuery } from '../lists/url-query.ts';
import type { ListedItem } from '../site-map/item-facts.ts';

type Dated = { date?: string; title?: string };

/**
 * The list a page gives its list island. In the browser the app draws the island itself, with the
 * whole list; on the server a long list is cut to the window its page shows (ListWindow), and a
 * render for the page's JSON twin takes the whole list from here (render-region.tsx). Given `listed`,
 * the server's region also names the entries its page shows, for the page's ItemList (record 041).
 */
export function useListForIsland<T extends Dated>(
  items: readonly T[],
  defaults: ListDefaults<T> = {},
  unanswered = false,
  listed?: (item: T) => ListedItem,
): ListItems<T> {
  const { server } = useRegion();
  // One or the other for the whole life of a tree: the hooks called never change.
  const cut = server ? useWindowOnServer : wholeInBrowser;
  const { list, shown } = cut(items, defaults);
  if (server?.wholeList) server.wholeList.items = items;
  if (server && listed) server.meta.listed = shown.map(listed);
  return unanswered && items.length === 0 ? UNANSWERED_LIST : list;
}

type Cut<T> = { list: ListItems<T>; shown: readonly T[] };

const wholeInBrowser = <T>(items: readonly T[]): Cut<T> => ({ list: items, shown: [] });

/** `shown`: the cards the page's HTML draws for its URL's filters and `?show=`. */
function useWindowOnServer<T extends Dated>(items: readonly T[], defaults: ListDefaults<T>): Cut<T> {
  const list = useFilteredList(items, defaults);
  const [params] = useUrlQuery();
  const shown = list.visible.slice(0, shownCount(params.get(shownParam)));
  if (items.length <= WHOLE_UP_TO) return { list: items, shown };
  return {
    list: {
      shown,
      matching: list.count,
      total: list.total,
      years: list.years,
      months: list.months,
      filterKey: list.filterKey,
    },
    shown,
  };
}
