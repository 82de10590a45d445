// mode 'empty' and mode 'error', used by the e2e tests of the site's placeholders.
import { type EndpointName, buildPath, endpoints } from '@school/shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, SCHOOL, createTestApi, isJpeg } from './test-helpers.ts';

const jsonGets = (Object.keys(endpoints) as EndpointName[]).filter(
  (n) => endpoints[n].method === 'GET' && !n.startsWith('image'),
);
const url = (n: EndpointName): string =>
  `${buildPath(endpoints[n].path, { school: SCHOOL, id: 'x' })}${n === 'subGallery' ? '?id=x' : ''}`;

describe('mode empty', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ mode: 'empty' });
  });
  afterAll(() => api.dispose());

  it('answers [] to every GET list and 404 to single items', async () => {
    for (const n of jsonGets) {
      const res = await api.app.inject({ method: 'GET', url: url(n) });
      if (endpoints[n].kind === 'item') expect(res.statusCode, n).toBe(404);
      else {
        expect(res.statusCode, n).toBe(200);
        expect(res.json(), n).toEqual([]);
      }
    }
  });

  it('still serves images and accepts posts', async () => {
    const img = await api.app.inject({ method: 'GET', url: '/api/image/uploads/gallery/2024/x/01.jpg?w=80' });
    expect(isJpeg(img.rawPayload)).toBe(true);
    const login = await api.app.inject({
      method: 'POST',
      url: `/api/login/${SCHOOL}`,
      payload: { mobileno: '9876543210', password: 'demo123' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('mode error', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ mode: 'error' });
  });
  afterAll(() => api.dispose());

  it('answers 500 JSON to every GET except images', async () => {
    for (const n of jsonGets) {
      const res = await api.app.inject({ method: 'GET', url: url(n) });
      expect(res.statusCode, n).toBe(500);
      expect(res.json(), n).toMatchObject({ error: expect.any(String) });
    }
    const img = await api.app.inject({ method: 'GET', url: '/api/image?url=uploads/news/2024/x.jpg&w=80' });
    expect(img.statusCode).toBe(200);
    expect(isJpeg(img.rawPayload)).toBe(true);
  });

  it('keeps the school check first', async () => {
    const res = await api.app.inject({ method: 'GET', url: buildPath(endpoints.newsAll.path, { school: 'NOPE' }) });
    expect(res.statusCode).toBe(404);
  });
});
