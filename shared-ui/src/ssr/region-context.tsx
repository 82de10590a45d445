import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ItemFacts, ListedItem } from '../site-map/item-facts.ts';
import type { RouteName } from '../site-map/site-map.ts';

/** Keyed by the calling hook's React id (useId), which it gets again when it hydrates. */
export type RegionData = Record<string, unknown>;

export type RegionMeta = {
  status?: number;
  title?: string;
  description?: string;
  image?: string;
  /** Its item's dates, place and pictures: the page's structured data (decision record 041). */
  facts?: ItemFacts;
  /** The entries of a list page that have pages of their own, as the page shows them (041). */
  listed?: ListedItem[];
  /** The islands the region rendered; an empty list makes a still page (decision record 028). */
  islands?: string[];
  /** The remote's build that rendered it: the browser wakes it with that build's code (028). */
  build?: string;
};

export type ServerRegion = {
  /** The page's route, worked out once by the region server. */
  route?: RouteName | undefined;
  data: RegionData;
  pending: Map<string, Promise<void>>;
  /** Later answers are left to the browser. */
  deadline: Promise<void>;
  meta: RegionMeta;
  /** The page then must not be cached long. */
  degraded: boolean;
  /** Whether the server's heap has room to parse a provider body of that many bytes (server/heap-room.ts). */
  admitBody?: ((bytes: number) => boolean) | undefined;
  /** The answers given only to islands: the seed names them instead of carrying them (GIVEN_TO_ISLANDS). */
  islandAnswers?: Set<string>;
  /** Some of the page is the provider's last good answers: the oldest was sent then (ms since the epoch). */
  keptAt?: number | undefined;
  /** The provider failed a call and nothing kept stood in: the page shows nothing of it. */
  unanswered?: boolean | undefined;
  /** A render for a list page's JSON twin: its list island's whole list is put here (use-list-for-island.ts). */
  wholeList?: { items?: readonly unknown[] } | undefined;
};

type RegionContextValue = {
  server?: ServerRegion | undefined;
  seed?: RegionData | undefined;
};

const RegionContext = createContext<RegionContextValue>({});

export function RegionProvider({ server, seed, children }: RegionContextValue & { children: ReactNode }) {
  // A new value would count as a change for every block that has not hydrated yet.
  const value = useMemo(() => ({ server, seed }), [server, seed]);
  return <RegionContext.Provider value={value}>{children}</RegionContext.Provider>;
}

export const useRegion = (): RegionContextValue => useContext(RegionContext);

/** Components that would render differently in a browser render as the server did, or hydration would not match. */
export function useServerRendered(): boolean {
  const { server, seed } = useRegion();
  return server !== undefined || seed !== undefined;
}
