import { useCallback } from 'react';
import { shownParam } from '../site-map/site-map.ts';
import { PAGE_SIZE, searchShowing, shownCount } from './shown-param.ts';
import { useUrlQuery } from './url-query.ts';
import { usePaged } from './use-paged.ts';

/**
 * The cards shown live in the URL (`?show=`): "Show more" grows the list at once and replaces the
 * history entry's URL, so Back, Forward and a reload come to the same cards. Past MAX_SHOWN the list
 * grows in place only.
 */
export function useListPaging(total: number, resetKey: string) {
  const [params, setParams] = useUrlQuery();
  const inUrl = shownCount(params.get(shownParam));
  const paged = usePaged(total, PAGE_SIZE, `${resetKey}|${inUrl}`, inUrl);
  const more = searchShowing(params, paged.shown + PAGE_SIZE);
  const grow = paged.showMore;
  const showMore = useCallback(() => {
    grow();
    if (more !== undefined) setParams(() => new URLSearchParams(more), { replace: true });
  }, [grow, more, setParams]);
  return { ...paged, showMore, moreHref: more };
}
