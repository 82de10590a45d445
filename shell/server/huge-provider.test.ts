// A server's client (the shell's feeds, a remote's renders) of dev-api in mode 'huge' (tens of MB a
// list, compressed as dev-api sends it): each list call stops reading at the bound and fails, as
// any failed call does.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@school/shared-api';
import { startDevApi } from '@school/dev-api';

let api: { url: string; close(): Promise<void> };
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dev-api-huge-'));
  api = await startDevApi({ port: 0, mode: 'huge', dataDir });
});
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a client of dev-api in mode huge', () => {
  it('refuses every list at the bound, names the call in the log, and marks the render failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onFailure = vi.fn();
    const client = createApiClient({ baseUrl: api.url, schoolCode: 'SMCS01', keptAnswers: false, onFailure });
    const lists = await Promise.all([client.getNews(), client.getGallery(), client.getToppers(), client.getEvents()]);
    expect(lists).toEqual([[], [], [], []]);
    expect(onFailure).toHaveBeenCalledTimes(4);
    const lines = warn.mock.calls.map(([line]) => String(line));
    for (const name of ['newsAll', 'galleryAll', 'toppers', 'eventsAll'])
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^\\[shared-api\\] ${name} failed: its body is over \\d+ bytes`)),
      );
  });
});
