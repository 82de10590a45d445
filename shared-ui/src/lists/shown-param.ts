import { shownParam } from '../site-map/site-map.ts';
import { PAGE_SIZE } from './page-size.ts';

export { PAGE_SIZE };
/** A longer list is reached through its filters; a flood of ?show= values makes at most 250 pages per view. */
export const MAX_SHOWN = PAGE_SIZE * 250;

/** Whole pages, so ?show=30 and ?show=48 are one page for the page cache. */
export function shownCount(raw: string | null): number {
  const n = raw === null || !/^\d+$/.test(raw) ? 0 : Number(raw);
  return Math.min(Math.max(Math.ceil(n / PAGE_SIZE), 1), MAX_SHOWN / PAGE_SIZE) * PAGE_SIZE;
}

export function shownKey(raw: string): string | null {
  const n = shownCount(raw);
  return n === PAGE_SIZE ? null : String(n);
}

/**
 * The query of the same view showing `count` cards, its other parameters kept; none past MAX_SHOWN,
 * which no URL asks for.
 */
export function searchShowing(params: URLSearchParams, count: number): string | undefined {
  if (count > MAX_SHOWN) return undefined;
  const next = new URLSearchParams(params);
  if (count > PAGE_SIZE) next.set(shownParam, String(count));
  else next.delete(shownParam);
  return `?${next}`;
}
