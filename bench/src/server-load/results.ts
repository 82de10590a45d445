// What one run of pnpm bench:server measured, phase by phase; a phase it skipped is absent.
import type { LoadResult } from './measure.ts';

export type FloodResult = {
  /** Unique URLs that render, on many connections at once. */
  flood: LoadResult;
  /** Meanwhile a visitor asks for a cached page, at a visitor's pace. */
  visitor: LoadResult;
};

export type MemoryResult = {
  /** New URLs the shell was asked before its memory was read (the flood's). */
  urls: number;
  /** Resident MB by server (the shell with all its copies): before the flood, and after it. */
  before: Record<string, number>;
  after: Record<string, number>;
};

/** One request to a page while a remote's process is stopped (SIGSTOP). */
export type FrozenResult = {
  path: string;
  frozen: string;
  status: number;
  ms: number;
  /** On the frozen remote's own page: whether the HTML holds its region (else it is left to the browser). */
  regionInHtml?: boolean;
};

export type ServerLoadResults = {
  /** Cached pages against the shell: /News, / and /Gallery. */
  cached: LoadResult[];
  /** `/?fbclid=<new>` against the shell: hits, the key drops fbclid. */
  fbclid?: LoadResult;
  /** Against the shell, until the flood has asked its URLs. */
  flood?: FloodResult;
  memory?: MemoryResult;
  /** Every request rendered: a site whose shell keeps no pages and whose remotes keep no regions. */
  uncached: LoadResult[];
  varnish?: { cached: LoadResult; flood: FloodResult };
  frozen: FrozenResult[];
};
