/** Cards per page: two or three screens, enough that "Show more" is rarely needed. */
export const PAGE_SIZE = 24;
/**
 * The most cards one page renders from ?show= (250 pages, above the 5,000 news of the large data
 * set): a longer list is reached through its filters, and a flood of ?show= values makes at most
 * this many / PAGE_SIZE pages of each filtered view.
 */
export const MAX_SHOWN = PAGE_SIZE * 250;

/**
 * The cards a list shows for its ?show= value: whole pages, from one page to MAX_SHOWN. The server
 * renders and the browser hydrates with the same count, and the page cache keys by it
 * (shownKey), so ?show=30 and ?show=48 are one page.
 */
export function shownCount(raw: string | null): number {
  const n = raw === null || !/^\d+$/.test(raw) ? 0 : Number(raw);
  return Math.min(Math.max(Math.ceil(n / PAGE_SIZE), 1), MAX_SHOWN / PAGE_SIZE) * PAGE_SIZE;
}

/** The ?show= value as the page cache keys it: none for one page, the default. */
export function shownKey(raw: string): string | null {
  const n = shownCount(raw);
  return n === PAGE_SIZE ? null : String(n);
}
