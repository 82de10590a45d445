import type { LoadResult } from './measure.ts';

export type FloodResult = {
  flood: LoadResult;
  visitor: LoadResult;
};

export type MemoryResult = {
  urls: number;
  before: Record<string, number>;
  after: Record<string, number>;
};

export type FrozenResult = {
  path: string;
  frozen: string;
  status: number;
  ms: number;
  regionInHtml?: boolean;
};

export type ServerLoadResults = {
  cached: LoadResult[];
  /** Hits: the page key drops fbclid. */
  fbclid?: LoadResult;
  flood?: FloodResult;
  memory?: MemoryResult;
  uncached: LoadResult[];
  varnish?: { cached: LoadResult; flood: FloodResult };
  frozen: FrozenResult[];
};
