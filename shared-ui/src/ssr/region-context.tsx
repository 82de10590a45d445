import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What a region's API calls answered, keyed by the calling hook's React id (useId). */
export type RegionData = Record<string, unknown>;

/** What a page tells the server about itself while it renders there (status and head). */
export type RegionMeta = { status?: number; title?: string; description?: string; image?: string };

/** The state of one server render of a region: filled while it renders, read when it is done. */
export type ServerRegion = {
  data: RegionData;
  pending: Map<string, Promise<void>>;
  /** Settles when the server stops waiting for the provider; later answers are left to the browser. */
  deadline: Promise<void>;
  meta: RegionMeta;
  /** Set when a provider call failed: the page shows placeholders and must not be cached long. */
  degraded: boolean;
};

type RegionContextValue = {
  /** On the server: the render being made. */
  server?: ServerRegion | undefined;
  /** In the browser, while hydrating the server's HTML: the data the server rendered it with. */
  seed?: RegionData | undefined;
};

const RegionContext = createContext<RegionContextValue>({});

export function RegionProvider({ server, seed, children }: RegionContextValue & { children: ReactNode }) {
  // A new value would count as a change for every block that has not hydrated yet.
  const value = useMemo(() => ({ server, seed }), [server, seed]);
  return <RegionContext.Provider value={value}>{children}</RegionContext.Provider>;
}

export const useRegion = (): RegionContextValue => useContext(RegionContext);

/**
 * True when the region was rendered on the server: while rendering there, and in the browser
 * while hydrating that HTML. Components that would render differently in a browser (a block
 * that waits for the viewport) render as the server did, or hydration would not match.
 */
export function useServerRendered(): boolean {
  const { server, seed } = useRegion();
  return server !== undefined || seed !== undefined;
}
