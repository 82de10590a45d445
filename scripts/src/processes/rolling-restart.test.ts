// The shell's copies replaced one at a time (SIGHUP to its primary) while visitors keep asking:
// real processes, as `pnpm start` runs them with SHELL_PROCESSES=2, and not one request fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteNames } from '@school/config/remotes';
import { SERVER_ENTRY_PATH } from '@school/config/server-build';
import { buildRuntimeConfig } from '../runtime-config.ts';
import { ensureAppBundle } from './app-bundle.ts';
import { spawnApp, type AppProcess } from './spawn-app.ts';

// A shell build of one page template, a shell entry and a file. The kiosk's page has no region to
// ask for (the remotes could not be reached anyway).
const root = mkdtempSync(path.join(os.tmpdir(), 'rolling-restart-'));
mkdirSync(path.join(root, path.dirname(SERVER_ENTRY_PATH)));
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'assets/app.js'), 'export {};');
writeFileSync(
  path.join(root, 'index.html'),
  '<html><head><title>School</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(root, SERVER_ENTRY_PATH),
  "export const renderShell = async () => ({ html: '<main>page</main>', styles: '' });",
);
const nowhere = 'http://127.0.0.1:1';
const runtimeConfig = buildRuntimeConfig(
  Object.fromEntries(remoteNames.map((name) => [`${name.toUpperCase()}_URL`, `${nowhere}/${name}/mf-manifest.json`])),
  nowhere,
);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let shell: AppProcess | undefined;
let remote: AppProcess | undefined;
afterAll(async () => {
  await shell?.stop();
  await remote?.stop();
  rmSync(root, { recursive: true, force: true });
  rmSync(remoteRoot, { recursive: true, force: true });
});

describe("a rolling restart of the shell's copies", () => {
  it('loses no request under load', { timeout: 60_000 }, async () => {
    await ensureAppBundle();
    const port = await freePort();
    const metricsPort = await freePort();
    let restarted = () => {};
    const restartDone = new Promise<void>((resolve) => (restarted = resolve));
    shell = await spawnApp(
      {
        server: 'shell',
        root,
        port,
        host: '127.0.0.1',
        runtimeConfig,
        regionDeadlineMs: 500,
        dataDeadlineMs: undefined,
        publicOrigin: undefined,
        copies: 2,
        cacheBytes: undefined,
        providerCacheBytes: undefined,
        pictureCacheDir: undefined,
        sessionStoreUrl: undefined,
        trustedProxies: [],
        regionKey: 'test-region-key',
        ops: { metricsPort, metricsHost: '127.0.0.1', logLevel: 'silent', accessLinesPerSecond: 50 },
      },
      { onRestarted: () => restarted() },
    );

    const urls = ['/HomeKiosk', '/assets/app.js', '/runtime-config.json', '/_health/live'];
    const failures: string[] = [];
    let answered = 0;
    let loading = true;
    // Eight visitors, each asking again as soon as it is answered, on kept-alive connections.
    const visitor = async (n: number) => {
      for (let i = n; loading; i++) {
        const url = `http://127.0.0.1:${port}${urls[i % urls.length]}`;
        try {
          const res = await fetch(url);
          await res.arrayBuffer();
          if (res.status === 200) answered += 1;
          else failures.push(`${url}: ${res.status}`);
        } catch (error) {
          failures.push(`${url}: ${(error as Error).cause ?? error}`);
        }
      }
    };
    const visitors = Array.from({ length: 8 }, (_, n) => visitor(n));
    const before = await until(() => answered >= 200);
    process.kill(shell.pid, 'SIGHUP');
    await restartDone;
    const atRestart = answered;
    await until(() => answered >= atRestart + 200);
    loading = false;
    await Promise.all(visitors);

    expect(before).toBe(true);
    expect(failures).toEqual([]);
    // The primary is still the one the site started, and serves on.
    expect((await fetch(`http://127.0.0.1:${port}/_health/ready`)).status).toBe(200);
    // It answers for its copies' metrics, the new ones': their requests summed.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const pages = /^school_http_requests_total\{kind="page",status="200"\} (\d+)$/m.exec(metrics);
    expect(Number(pages?.[1])).toBeGreaterThan(0);
  });
});

// A remote's build: its files, and a server entry whose region says which release rendered it.
const remoteRoot = mkdtempSync(path.join(os.tmpdir(), 'rolling-release-'));
mkdirSync(path.join(remoteRoot, path.dirname(SERVER_ENTRY_PATH)));
for (const file of ['index.html', 'mf-manifest.json', 'remoteEntry.js'])
  writeFileSync(path.join(remoteRoot, file), '{}');
const release = (name: string) =>
  writeFileSync(
    path.join(remoteRoot, SERVER_ENTRY_PATH),
    `export const render = async () => ({ html: '<h1>${name}</h1>', styles: '', data: {}, meta: {}, degraded: false });`,
  );

describe("a remote's server released in place", () => {
  it('serves the release after SIGHUP, refusing no request meanwhile', { timeout: 60_000 }, async () => {
    await ensureAppBundle();
    release('release 1');
    const port = await freePort();
    let restarted = () => {};
    const restartDone = new Promise<void>((resolve) => (restarted = resolve));
    remote = await spawnApp(
      {
        server: 'mf_home',
        root: remoteRoot,
        port,
        runtimeConfig,
        dataDeadlineMs: 500,
        cacheBytes: 0,
        providerCacheBytes: 0,
        regionKey: 'test-region-key',
        ops: { metricsHost: '127.0.0.1', logLevel: 'silent', accessLinesPerSecond: 50 },
      },
      { onRestarted: () => restarted() },
    );
    const region = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/_region/v1/`, {
        headers: { 'x-school-region-key': 'test-region-key' },
      });
      return ((await res.json()) as { html: string }).html;
    };
    expect(await region()).toBe('<h1>release 1</h1>');

    const failures: string[] = [];
    let answered = 0;
    let loading = true;
    const visitor = async () => {
      while (loading) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/_health/live`);
          await res.arrayBuffer();
          if (res.status === 200) answered += 1;
          else failures.push(String(res.status));
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
        }
      }
    };
    const visitors = Array.from({ length: 8 }, visitor);
    await until(() => answered >= 200);
    release('release 2');
    process.kill(remote.pid, 'SIGHUP');
    await restartDone;
    const atRestart = answered;
    await until(() => answered >= atRestart + 200);
    loading = false;
    await Promise.all(visitors);
    expect(failures).toEqual([]);
    expect(await region()).toBe('<h1>release 2</h1>');
  });
});

/** Polls a condition the load loop moves forward (not a measure of time). */
async function until(condition: () => boolean): Promise<boolean> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
  return true;
}
