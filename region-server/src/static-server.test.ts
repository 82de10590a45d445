import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import profile from '@school/config/school-profile.json';
import { buildIdOf } from '@school/config/build-id';
import { buildEntryFile, remoteNames } from '@school/config/remotes';
import { parseRuntimeConfig, PROVIDER_PLACEHOLDER } from '@school/config/runtime-config';
import { allowsCrossOrigin, startStaticServer } from './static-server.ts';

describe('allowsCrossOrigin', () => {
  it('names what the shell loads from a remote, and no page, configuration or server entry', () => {
    for (const p of [
      '/mf-manifest.json',
      '/remoteEntry.js',
      '/assets/index-abc.js',
      '/assets/photo-lightbox-x.css',
      '/assets/sample-tc-x.pdf',
      '/remoteEntry-0123456789ab.js',
    ])
      expect(allowsCrossOrigin(p), p).toBe(true);
    for (const p of ['/', '/index.html', '/HomeKiosk', '/runtime-config.json', '/server/entry.js', '/mf-stats.json'])
      expect(allowsCrossOrigin(p), p).toBe(false);
  });
});

describe("a remote's static server", () => {
  let server: FastifyInstance;
  let root = '';
  const runtimeConfig = parseRuntimeConfig({
    apiBaseUrl: 'http://localhost:4000',
    remotes: Object.fromEntries(remoteNames.map((name) => [name, `http://localhost:5000/${name}/mf-manifest.json`])),
    school: JSON.parse(JSON.stringify(profile).replaceAll(PROVIDER_PLACEHOLDER, 'http://localhost:4000')),
  });

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'static-'));
    mkdirSync(path.join(root, 'assets'));
    mkdirSync(path.join(root, 'server'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><title>Kiosk</title><script type="module" src="./assets/index.js"></script>',
    );
    writeFileSync(path.join(root, 'assets/index.js'), 'export {};');
    writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(root, 'server/entry.js'), 'export {};');
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite/manifest.json'), '{"secret":1}');
    writeFileSync(path.join(root, '.replaced-files.json'), '{"secret":1}');
    // Port 0: any free port, requests go through inject.
    ({ server } = await startStaticServer({ root, port: 0, runtimeConfig, spaFallback: true }));
  });
  // The server first, then the build it serves.
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers cross-origin requests for federated files only', async () => {
    expect((await server.inject('/assets/index.js')).headers['access-control-allow-origin']).toBe('*');
    expect((await server.inject('/mf-manifest.json')).headers['access-control-allow-origin']).toBe('*');
    for (const url of ['/', '/HomeKiosk', '/index.html', '/runtime-config.json']) {
      const res = await server.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it("answers its entry under its build's name too, for a release made without the build's copy", async () => {
    writeFileSync(path.join(root, 'remoteEntry.js'), 'export { current };');
    try {
      const res = await server.inject(`/${buildEntryFile(buildIdOf('export { current };'))}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('export { current };');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect((await server.inject(`/${buildEntryFile('0123456789ab')}`)).statusCode).toBe(404);
    } finally {
      rmSync(path.join(root, 'remoteEntry.js'));
    }
  });

  it("never serves its server entry: it is the region server's code", async () => {
    const res = await server.inject('/server/entry.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('export');
  });

  it.each([
    '/.vite/manifest.json',
    '/.replaced-files.json',
    '/assets/../.replaced-files.json',
    '/%2evite/manifest.json',
  ])('never serves a dotfile: %s', async (url) => {
    const res = await server.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });

  it('is live, and ready only while its federation entry is there to load', async () => {
    expect((await server.inject('/_health/live')).statusCode).toBe(200);
    const missing = await server.inject('/_health/ready');
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({
      status: 'not ready',
      checks: { entry: 'failing', namedFiles: 'ok', regions: 'ok' },
    });
    writeFileSync(path.join(root, 'remoteEntry.js'), 'export {};');
    try {
      expect((await server.inject('/_health/ready')).statusCode).toBe(200);
    } finally {
      rmSync(path.join(root, 'remoteEntry.js'));
    }
  });

  it('is not ready while its island entry names a file a release removed', async () => {
    writeFileSync(path.join(root, 'remoteEntry.js'), 'import("./assets/index.js");');
    writeFileSync(path.join(root, 'islandEntry.js'), 'import("./assets/login-a1.js");');
    try {
      const gone = await server.inject('/_health/ready');
      expect(gone.statusCode).toBe(503);
      expect(gone.json().checks.namedFiles).toBe('failing');
      writeFileSync(path.join(root, 'assets/login-a1.js'), 'export {};');
      expect((await server.inject('/_health/ready')).statusCode).toBe(200);
    } finally {
      for (const file of ['remoteEntry.js', 'islandEntry.js', 'assets/login-a1.js']) rmSync(path.join(root, file));
    }
  });

  it('gives its standalone page a policy of its own origin and the provider, and no other file one', async () => {
    for (const url of ['/', '/HomeKiosk']) {
      const csp = String((await server.inject(url)).headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("connect-src 'self' http://localhost:4000;");
      expect(csp, url).toContain("frame-ancestors 'none'");
    }
    expect((await server.inject('/assets/index.js')).headers['content-security-policy']).toBeUndefined();
  });
});
