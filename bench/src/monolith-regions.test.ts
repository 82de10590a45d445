import { describe, expect, it, vi } from 'vitest';
import type { RegionRenderer, RenderedRegion } from '@school/shared-ui/server';
import { inProcessRegions } from './monolith-regions.ts';

describe('inProcessRegions', () => {
  const rendered = { html: '<h1>Home</h1>' } as RenderedRegion;
  const home = vi.fn(async () => rendered) as unknown as RegionRenderer;
  const runtime = { schoolCode: 'X' } as never;
  const regions = inProcessRegions({ mf_home: home }, { runtime, dataDeadlineMs: 7 });
  const signal = new AbortController().signal;

  it("renders with the bundle's renderer of a remote, for the shell's image endpoint and session route", async () => {
    await expect(regions('mf_home', '/', signal)).resolves.toBe(rendered);
    expect(home).toHaveBeenCalledWith({
      url: '/',
      runtime: { schoolCode: 'X', images: '/img', session: '/session' },
      dataDeadlineMs: 7,
    });
  });

  it('rejects a remote the bundle does not hold, so the shell leaves it to the browser', async () => {
    await expect(regions('mf_forms', '/Admission', signal)).rejects.toThrow(
      'mf_forms is not part of this monolith build',
    );
  });
});
