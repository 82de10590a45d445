// startDevApi over a real socket (port 0), as the site's start script and e2e tests use it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startDevApi } from './index.ts';

it('listens on a random port, answers with CORS headers and closes', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'dev-api-start-'));
  const api = await startDevApi({ port: 0, dataDir, schoolCode: 'TEST01' });
  try {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${api.url}/api/highlight/TEST01`, { headers: { origin: 'http://localhost:8080' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
    expect((await fetch(`${api.url}/api/highlight/SMCS01`)).status).toBe(404);
  } finally {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
