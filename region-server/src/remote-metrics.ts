// What a remote's server counts beyond its requests (README "Running the site").
import { Counter, type Registry } from 'prom-client';
import type { RegionOutcome } from './region-cache.ts';

export type RemoteMetrics = {
  region(outcome: RegionOutcome): void;
  /** A region refused at once (503) because the server was busy: the shell leaves it to the browser. */
  regionRefused(): void;
};

export function remoteMetrics(registry: Registry): RemoteMetrics {
  const cache = new Counter({
    name: 'school_region_cache_total',
    help: 'Regions asked of the region cache: hit (fresh), stale (served while it re-renders) or miss (rendered for the request)',
    labelNames: ['result'],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'school_regions_refused_total',
    help: 'Regions refused at once (503) because as many renders as allowed were running',
    registers: [registry],
  });
  return {
    // A region refused is counted apart; one held but stale answered while busy is served stale.
    region: (outcome) => {
      if (outcome !== 'shed') cache.inc({ result: outcome === 'shed-stale' ? 'stale' : outcome });
    },
    regionRefused: () => refused.inc(),
  };
}
