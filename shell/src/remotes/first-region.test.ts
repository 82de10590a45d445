import { describe, expect, it } from 'vitest';
import { firstRegionOnly, type FirstRegion } from './first-region.ts';

const region: FirstRegion = { remote: 'mf_downloads', html: '', seed: { ':r0:': ['news'] } };

describe('firstRegionOnly', () => {
  it("gives the server's region to its own remote on the first page only", () => {
    const regionFor = firstRegionOnly(region);
    expect(regionFor('mf_downloads', 'default')).toBe(region);
    expect(regionFor('mf_home', 'default')).toBeUndefined();
    expect(regionFor('mf_downloads', 'default')).toBe(region);
  });

  it('never again once the visitor has left the first page, even back on it', () => {
    const regionFor = firstRegionOnly(region);
    expect(regionFor('mf_downloads', 'default')).toBe(region);
    expect(regionFor('mf_home', 'k1')).toBeUndefined();
    expect(regionFor('mf_downloads', 'default')).toBeUndefined();
  });

  it('gives nothing when the server sent no region', () => {
    expect(firstRegionOnly(undefined)('mf_downloads', 'default')).toBeUndefined();
  });
});
