import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { remoteMetrics } from './remote-metrics.ts';

async function counts(registry: Registry) {
  const values = (await registry.getSingleMetric('school_region_cache_total')!.get()).values;
  return Object.fromEntries(values.map(({ labels, value }) => [String(labels.result), value]));
}

describe('remoteMetrics', () => {
  it('counts a region held but stale and answered while busy as stale, and a region refused apart', async () => {
    const registry = new Registry();
    const metrics = remoteMetrics(registry);
    for (const outcome of ['miss', 'hit', 'stale', 'shed-stale', 'shed'] as const) metrics.region(outcome);
    metrics.regionRefused();
    expect(await counts(registry)).toEqual({ miss: 1, hit: 1, stale: 2 });
    const refused = await registry.getSingleMetric('school_regions_refused_total')!.get();
    expect(refused.values[0]!.value).toBe(1);
  });
});
