import { describe, expect, it } from 'vitest';
import { createRenderPools } from './render-pools.ts';

const never = () => new Promise<never>(() => {});

describe('createRenderPools', () => {
  it('sheds a full pool only: a remote that hangs leaves the others their renders', async () => {
    const pools = createRenderPools({ perPool: 3, underPressure: () => false });
    for (let i = 0; i < 3; i += 1) void pools.run('mf_downloads', never);
    expect(pools.mayStart('mf_downloads')).toBe(false);
    expect(pools.mayStart('mf_gallery')).toBe(true);
    expect(pools.mayStart('shell')).toBe(true);
    expect(await pools.run('mf_gallery', async () => 'album')).toBe('album');
    expect(pools.inFlight('mf_gallery')).toBe(0);
    expect(pools.inFlight('mf_downloads')).toBe(3);
  });

  it('starts one render in an idle pool even under pressure, and no second', async () => {
    let pressure = true;
    const pools = createRenderPools({ perPool: 8, underPressure: () => pressure });
    expect(pools.mayStart('mf_home')).toBe(true);
    void pools.run('mf_home', never);
    expect(pools.mayStart('mf_home')).toBe(false);
    pressure = false;
    expect(pools.mayStart('mf_home')).toBe(true);
  });

  it('gives a render back when it fails', async () => {
    const pools = createRenderPools({ perPool: 1, underPressure: () => false });
    await expect(pools.run('mf_forms', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(pools.mayStart('mf_forms')).toBe(true);
    expect(pools.inFlight('mf_forms')).toBe(0);
  });
});
