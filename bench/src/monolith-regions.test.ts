import { describe, expect, it, vi } from 'vitest';
import type { RegionRenderer } from '@school/shared-ui/server';
import { inProcessEntries } from './monolith-regions.ts';

describe('inProcessEntries', () => {
  const home = vi.fn() as unknown as RegionRenderer;
  const entries = inProcessEntries({ mf_home: home });

  it("gives the bundle's renderer of a remote", async () => {
    await expect(entries.get('mf_home')).resolves.toBe(home);
  });

  it('rejects a remote the bundle does not hold, so the shell leaves it to the browser', async () => {
    await expect(entries.get('mf_forms')).rejects.toThrow('mf_forms is not part of this monolith build');
  });
});
