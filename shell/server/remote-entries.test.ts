import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteEntries } from './remote-entries.ts';

/** A remote's deployment: serves one server entry with an ETag, which a test can redeploy. */
function deployment() {
  const state = { code: '', requests: 0 };
  const server: Server = createServer((req, res) => {
    state.requests += 1;
    if (req.url !== '/server/entry.js' || !state.code) return void res.writeHead(404).end();
    const etag = `"${state.code.length}-${state.code.charCodeAt(30)}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.writeHead(200, { etag, 'content-type': 'text/javascript' }).end(state.code);
  });
  return { state, server };
}

const entry = (heading: string) =>
  `export const render = async () => ({ html: '<h1>${heading}</h1>' + new URL('../assets/a.pdf', __SCHOOL_ENTRY_URL__).href, styles: '', data: {}, meta: {}, degraded: false });`;
const request = { url: '/News', runtime: {} as never, dataDeadlineMs: 100 };

describe('createRemoteEntries', () => {
  let remote: ReturnType<typeof deployment>;
  let manifest: string;
  beforeEach(async () => {
    remote = deployment();
    await new Promise<void>((resolve) => remote.server.listen(0, '127.0.0.1', resolve));
    const { port } = remote.server.address() as { port: number };
    manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
  });
  afterEach(() => new Promise<void>((resolve) => remote.server.close(() => resolve())));

  const entries = (revalidateMs: number) =>
    createRemoteEntries({
      manifests: { mf_downloads: manifest } as never,
      revalidateMs,
      dir: mkdtempSync(path.join(tmpdir(), 'entries-test-')),
    });

  it("loads the entry beside the remote's manifest, which links its files at the remote", async () => {
    remote.state.code = entry('News');
    const render = await entries(60_000).get('mf_downloads');
    const { html } = await render(request);
    expect(html).toBe(`<h1>News</h1>${new URL('assets/a.pdf', manifest).href}`);
  });

  it('links each deployment of one build at its own URL, in one process and one folder', async () => {
    const other = deployment();
    await new Promise<void>((resolve) => other.server.listen(0, '127.0.0.1', resolve));
    try {
      const otherManifest = `http://127.0.0.1:${(other.server.address() as { port: number }).port}/mf-manifest.json`;
      remote.state.code = other.state.code = entry('News');
      const dir = mkdtempSync(path.join(tmpdir(), 'entries-test-'));
      const first = await createRemoteEntries({ manifests: { mf_downloads: manifest } as never, dir }).get(
        'mf_downloads',
      );
      const second = await createRemoteEntries({ manifests: { mf_downloads: otherManifest } as never, dir }).get(
        'mf_downloads',
      );
      expect((await first(request)).html).toContain(new URL('assets/a.pdf', manifest).href);
      expect((await second(request)).html).toContain(new URL('assets/a.pdf', otherManifest).href);
    } finally {
      await new Promise<void>((resolve) => other.server.close(() => resolve()));
    }
  });

  it('picks a redeploy up after revalidateMs, without a restart, and keeps the entry while nothing changed', async () => {
    remote.state.code = entry('News');
    const loaded = entries(0);
    await loaded.get('mf_downloads');
    remote.state.code = entry('News (new release)');
    // The first get after the window answers with the loaded entry and checks in the background.
    expect((await (await loaded.get('mf_downloads'))(request)).html).toContain('<h1>News</h1>');
    await expect.poll(async () => (await (await loaded.get('mf_downloads'))(request)).html).toContain('new release');
  });

  it('keeps the loaded entry when the remote is down or its new entry is broken', async () => {
    remote.state.code = entry('News');
    const loaded = entries(0);
    await loaded.get('mf_downloads');
    remote.state.code = 'this is not JavaScript';
    await loaded.get('mf_downloads');
    await new Promise((r) => setTimeout(r, 100));
    expect((await (await loaded.get('mf_downloads'))(request)).html).toContain('<h1>News</h1>');
  });

  it('rejects when there is no entry to load (the region is left to the browser)', async () => {
    await expect(entries(60_000).get('mf_downloads')).rejects.toThrow(/answered 404/);
  });
});
