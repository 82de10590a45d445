import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDevApi } from './app.ts';
import { createTestApi, SCHOOL, type TestApi } from './test-helpers.ts';

let api: TestApi | undefined;
afterEach(() => api?.dispose());

describe("dev-api's health and metrics", () => {
  it('is live, and ready while its data store can be written', async () => {
    api = await createTestApi();
    expect((await api.app.inject('/_health/live')).statusCode).toBe(200);
    const ready = await api.app.inject('/_health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { dataStore: 'ok' } });
  });

  it('is not ready when its data store cannot be made (a file where its folder should be)', async () => {
    api = await createTestApi();
    const file = join(api.dataDir, 'not-a-folder');
    await writeFile(file, '');
    const app = buildDevApi({ dataDir: join(file, 'data') });
    try {
      const res = await app.inject('/_health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', checks: { dataStore: 'failing' } });
    } finally {
      await app.close();
    }
  });

  it('counts its requests by kind and status', async () => {
    const metrics = new Registry();
    api = await createTestApi({ metrics });
    await api.app.inject(`/api/news/all/${SCHOOL}`);
    await api.app.inject('/nothing-here');
    const text = await metrics.metrics();
    expect(text).toContain('school_http_requests_total{kind="list",status="200"} 1');
    expect(text).toContain('school_http_requests_total{kind="not-found",status="404"} 1');
  });
});
