// A remote that hangs fills its own renders only (issue 52): the shell's pages of every other
// remote still render whole while it does.
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testRuntime } from '@school/shared-ui/testing';
import type { RenderedRegion } from '@school/shared-ui/server';
import { startShellServer } from './shell-server.ts';
import { makeShellBuild } from './testing/shell-build.ts';

const root = makeShellBuild('bulkheads');

let shell: FastifyInstance;
const album = (url: string): RenderedRegion =>
  ({ html: `<h1>Album ${url}</h1>`, styles: '', data: {}, meta: {}, degraded: false }) as unknown as RenderedRegion;

beforeAll(async () => {
  ({ server: shell } = await startShellServer({
    root,
    port: 0,
    runtimeConfig: testRuntime,
    cacheBytes: 0,
    maxRendersInFlight: 2,
    regionDeadlineMs: 2_000,
    // mf-downloads is frozen: its regions never come; mf-gallery answers at once.
    regions: (remote, url) => (remote === 'mf_downloads' ? new Promise<never>(() => {}) : Promise.resolve(album(url))),
  }));
});
afterAll(async () => {
  await shell.close();
  rmSync(root, { recursive: true, force: true });
});

it("renders another remote's pages whole while a frozen remote holds all of its own renders", async () => {
  const frozen = Array.from({ length: 6 }, (_, i) => shell.inject(`/News?q=frozen-${i}`));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const albums = [];
  for (let i = 0; i < 5; i += 1) albums.push(await shell.inject(`/SubGallery?id=${i}`));
  expect(albums.map((res) => res.body.includes(`<h1>Album /SubGallery?id=`))).toEqual(Array(5).fill(true));
  // Past its two renders, the frozen remote's pages are shed at once: the page the browser renders.
  const shed = await Promise.race([
    Promise.all(frozen.slice(2)),
    new Promise((r) => setTimeout(() => r('late'), 1000)),
  ]);
  expect(shed).not.toBe('late');
  await Promise.all(frozen);
});
