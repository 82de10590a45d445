// What the shell's server counts beyond its requests (README "Running the site"): each a method, so
// the code that knows (page-cache.ts, render-page.ts, session/) says what happened and nothing more.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { HotSetStats } from '@school/config/kept-copies';
import type { RemoteName } from '@school/config/remotes';
import type { PageOutcome } from './page-cache.ts';

export type SignInRefusal = 'too-many' | 'cross-site' | 'wrong-password' | 'store-unavailable';

export type ShellMetrics = {
  page(outcome: PageOutcome): void;
  regionLeftToBrowser(remote: RemoteName): void;
  signInRefused(reason: SignInRefusal): void;
  /** What the page cache holds, read at each scrape. */
  pageCacheHeld(stats: () => HotSetStats): void;
};

export function shellMetrics(registry: Registry): ShellMetrics {
  const cache = new Counter({
    name: 'school_page_cache_total',
    help: 'Pages asked of the page cache: hit (fresh), stale (served while it re-renders) or miss (rendered for the request)',
    labelNames: ['result'],
    registers: [registry],
  });
  const shed = new Counter({
    name: 'school_pages_shed_total',
    help: 'Pages that needed a render while the server was shedding load: served stale, or left to the browser',
    labelNames: ['served'],
    registers: [registry],
  });
  const regions = new Counter({
    name: 'school_regions_left_to_browser_total',
    help: "Pages whose remote's region the server could not get in time, so the browser renders it",
    labelNames: ['remote'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'school_sign_in_refusals_total',
    help: 'Sign-ins refused, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  return {
    page(outcome) {
      if (outcome === 'shed' || outcome === 'shed-stale')
        shed.inc({ served: outcome === 'shed' ? 'browser' : 'stale' });
      else cache.inc({ result: outcome });
    },
    regionLeftToBrowser: (remote) => regions.inc({ remote }),
    signInRefused: (reason) => refusals.inc({ reason }),
    pageCacheHeld(stats) {
      const segments = ['hot', 'probation'] as const;
      new Gauge({
        name: 'school_page_cache_bytes',
        help: 'Bytes of pages held: the hot set (asked again while held) and probation (asked once)',
        labelNames: ['segment'],
        registers: [registry],
        collect() {
          const held = stats();
          for (const segment of segments) this.set({ segment }, held[segment].bytes);
        },
      });
      new Gauge({
        name: 'school_page_cache_pages',
        help: 'Pages held: the hot set and probation',
        labelNames: ['segment'],
        registers: [registry],
        collect() {
          const held = stats();
          for (const segment of segments) this.set({ segment }, held[segment].entries);
        },
      });
    },
  };
}
