// How long a page or a region may be served from a cache, and what each answer says of it: the
// shell's page cache and a remote's region cache keep copies by the same windows.
export type CacheWindows = { freshMs: number; staleMs: number; degradedMs: number };

export const defaultWindows: CacheWindows = { freshMs: 10_000, staleMs: 60_000, degradedMs: 2_000 };

/** A 200 rendered with real data; anything else is kept only briefly. */
export const isGoodPage = (page: { status: number; degraded: boolean }) => page.status === 200 && !page.degraded;

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

export function cacheControlFor(
  page: { status: number; degraded: boolean },
  windows: CacheWindows = defaultWindows,
): string {
  if (!isGoodPage(page)) return `public, max-age=0, s-maxage=${seconds(windows.degradedMs)}`;
  return `public, max-age=0, s-maxage=${seconds(windows.freshMs)}, stale-while-revalidate=${seconds(windows.staleMs)}`;
}
