import { useSearchParams } from '@school/shared-ui/runtime';
import { shownParam } from '../site-map/site-map.ts';
import { MAX_SHOWN, PAGE_SIZE, shownCount } from './shown-param.ts';
import { usePaged } from './use-paged.ts';

export function useListPaging(total: number, resetKey: string) {
  const [params] = useSearchParams();
  const paged = usePaged(total, PAGE_SIZE, resetKey, shownCount(params.get(shownParam)));
  const more = new URLSearchParams(params);
  more.set(shownParam, String(paged.shown + PAGE_SIZE));
  // Past MAX_SHOWN the link would load the same page: "Show more" is then the in-place button.
  return { ...paged, moreHref: paged.shown + PAGE_SIZE <= MAX_SHOWN ? `?${more}` : undefined };
}
