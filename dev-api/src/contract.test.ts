// dev-api against the contract: every endpoint of the table answers, and every record parses
// with the contract's schema, so the demo provider and the site cannot drift apart.
import { type EndpointName, buildPath, endpoints } from '@school/shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { type TestApi, SCHOOL, createTestApi } from './test-helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const res = await api.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

/** A request for each endpoint that should succeed, with real ids taken from the lists. */
async function sampleRequest(name: EndpointName): Promise<{ url: string; payload?: object }> {
  const ep = endpoints[name];
  const content = (await getJson(buildPath(endpoints.contentAll.path, { school: SCHOOL }))).body as { id: string }[];
  const gallery = (await getJson(buildPath(endpoints.galleryAll.path, { school: SCHOOL }))).body as {
    id: string;
    attachments: string[];
  }[];
  const events = (await getJson(buildPath(endpoints.eventsAll.path, { school: SCHOOL }))).body as { _id: string }[];
  const params = { school: SCHOOL, id: content[5]?.id ?? '', formType: 'Admission' };
  const photo = gallery[0]?.attachments[0] ?? '';
  switch (name) {
    case 'subGallery':
      return { url: `${ep.path}?id=${gallery[0]?.id}` };
    case 'galleryById':
      return { url: buildPath(ep.path, { ...params, id: gallery[0]?.id ?? '' }) };
    case 'eventById':
      return { url: buildPath(ep.path, { ...params, id: events[0]?._id ?? '' }) };
    case 'imageByPath':
      return { url: `${ep.path.replace('*', '')}${photo}?w=64` };
    case 'imageByQuery':
      return { url: `${ep.path}?url=${encodeURIComponent(photo)}&w=64` };
    case 'formSubmit':
      return {
        url: buildPath(ep.path, params),
        payload: {
          mobileno: '9000000001',
          firstName: 'Kavya Nair',
          password: 'secret99',
          confmpassword: 'secret99',
          config: { type: 'Admission' },
        },
      };
    case 'login':
      return { url: buildPath(ep.path, params), payload: { mobileno: '9876543210', password: 'demo123' } };
    case 'tcRequest':
      return { url: buildPath(ep.path, params), payload: { name: 'Kavya Nair', admission: 'SM/2020/0107' } };
    default:
      return { url: buildPath(ep.path, params) };
  }
}

describe('every endpoint of the contract', () => {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const ep = endpoints[name];
    it(`${name}: ${ep.method} ${ep.path} answers`, async () => {
      const { url, payload } = await sampleRequest(name);
      const res = await api.app.inject({ method: ep.method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(300);
      const body: unknown = ep.kind === 'image' ? res.rawPayload : res.json();
      const answers: Partial<Record<number, z.ZodMiniType>> = ep.responses;
      const declared = answers[res.statusCode];
      expect(declared, `${name} answered ${res.statusCode}, which the contract does not declare`).toBeDefined();
      expect(
        declared?.safeParse(body).success,
        `${name}: the answer is not the contract's ${res.statusCode} body`,
      ).toBe(true);
      if (ep.kind !== 'list' && ep.kind !== 'item') return;
      const schema: z.ZodMiniType = ep.item;
      const records = Array.isArray(body) ? body : [body];
      if (ep.kind === 'list') expect(Array.isArray(body)).toBe(true);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        const parsed = schema.safeParse(record);
        expect(parsed.success, `${name}: ${JSON.stringify(record).slice(0, 200)} ${parsed.error?.message ?? ''}`).toBe(
          true,
        );
      }
    });
  }
});

describe('school code and unknown ids', () => {
  it('answers 404 "Unknown school code" for a wrong code on every :school path', async () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const ep = endpoints[name];
      if (!ep.path.includes(':school')) continue;
      const res = await api.app.inject({
        method: ep.method,
        url: buildPath(ep.path, { school: 'WRONG1', id: 'x', formType: 'Admission' }),
        payload: ep.method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, name).toBe(404);
      expect(404 in ep.responses, `${name} does not declare its 404`).toBe(true);
      expect(res.json()).toEqual({ error: 'Unknown school code' });
    }
  });

  it('answers 404 JSON for unknown ids and [] for an unknown sub gallery', async () => {
    const a = await getJson(buildPath(endpoints.contentById.path, { school: SCHOOL, id: 'nope' }));
    expect(a.status).toBe(404);
    expect(a.body).toMatchObject({ error: expect.any(String) });
    const b = await getJson(buildPath(endpoints.galleryById.path, { school: SCHOOL, id: 'nope' }));
    expect(b.status).toBe(404);
    const c = await getJson(buildPath(endpoints.eventById.path, { school: SCHOOL, id: 'nope' }));
    expect(c.status).toBe(404);
    expect((await getJson(`${endpoints.subGallery.path}?id=nope`)).body).toEqual([]);
  });

  it('opens CORS to any origin, Authorization included', async () => {
    const res = await api.app.inject({
      method: 'OPTIONS',
      url: buildPath(endpoints.toppers.path, { school: SCHOOL }),
      headers: {
        origin: 'http://localhost:8083',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/);
  });

  it('serves auth endpoints with or without a token', async () => {
    const url = buildPath(endpoints.circularAll.path, { school: SCHOOL });
    const a = await api.app.inject({ method: 'GET', url });
    const b = await api.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer anything' } });
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
  });
});
