// modes 'hostile', 'malformed' and 'huge', used by the e2e tests of a provider we did not write.
import { type EndpointName, buildPath, endpoints, endpointsOfKind } from '@school/shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { HOSTILE_MARKER } from './content/hostile.ts';
import { HUGE_LIST_BYTES } from './content/huge.ts';
import { type TestApi, SCHOOL, createTestApi } from './test-helpers.ts';

const lists = endpointsOfKind('list');
const urlOf = (n: EndpointName, id = 'x') =>
  `${buildPath(endpoints[n].path, { school: SCHOOL, id })}${n === 'subGallery' ? `?id=${id}` : ''}`;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

describe('mode hostile', () => {
  let normal: TestApi;
  let hostile: TestApi;
  beforeAll(async () => {
    const now = new Date('2026-11-23T08:00:00Z');
    [normal, hostile] = await Promise.all([createTestApi({ now }), createTestApi({ mode: 'hostile', now })]);
  });
  afterAll(() => Promise.all([normal.dispose(), hostile.dispose()]));

  it('sends every record of every list with script in its text, plus entries that are not records', async () => {
    for (const n of lists) {
      const [before, after] = await Promise.all(
        [normal, hostile].map(
          async (api) => (await api.app.inject({ method: 'GET', url: urlOf(n) })).json() as unknown[],
        ),
      );
      expect(after, n).toHaveLength(before!.length + 6);
      expect(after!.filter(isRecord).length, n).toBeGreaterThan(before!.length);
      if (before!.length > 0) expect(JSON.stringify(after), n).toContain(HOSTILE_MARKER);
    }
  });

  it('keeps every record that has something to show through the contract (only junk entries drop)', async () => {
    // A calendar entry is a day's entry: without a readable date it has nowhere to show.
    for (const n of lists.filter((l) => l !== 'academicCalendar')) {
      const schema: z.ZodMiniType = endpoints[n].item;
      const body = (await hostile.app.inject({ method: 'GET', url: urlOf(n) })).json() as unknown[];
      const records = body.filter((r) => isRecord(r) && Object.keys(r).length > 2);
      const kept = records.filter((r) => schema.safeParse(r).success);
      expect(kept.length, `${n}: ${records.length - kept.length} dropped`).toBe(records.length);
    }
  });

  it('answers the message body with the overlay-and-form attack', async () => {
    const body = (await hostile.app.inject({ method: 'GET', url: urlOf('principalMessage') })).json() as {
      message?: string;
    }[];
    expect(body[0]?.message).toMatch(/position:fixed.*<form action="https:\/\/evil\.example/);
  });
});

describe('mode malformed', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ mode: 'malformed' });
  });
  afterAll(() => api.dispose());

  it('answers 200 with a body no list can be read from, a different kind per endpoint', async () => {
    const kinds = new Set<string>();
    for (const n of [...lists, ...endpointsOfKind('item')]) {
      const res = await api.app.inject({ method: 'GET', url: urlOf(n) });
      expect(res.statusCode, n).toBe(200);
      kinds.add(res.body.slice(0, 12));
      let parsed: unknown;
      try {
        parsed = JSON.parse(res.body);
      } catch {
        continue;
      }
      const records = Array.isArray(parsed) ? parsed.filter(isRecord) : [];
      expect(records, n).toEqual([]);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(5);
  });
});

describe('mode huge', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ mode: 'huge' });
  });
  afterAll(() => api.dispose());

  it('answers every list with its own items first, then tens of megabytes of junk', async () => {
    const normal = await createTestApi();
    try {
      const res = await api.app.inject({ method: 'GET', url: urlOf('newsAll') });
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBeGreaterThan(HUGE_LIST_BYTES);
      const own = (await normal.app.inject({ method: 'GET', url: urlOf('newsAll') })).json<unknown[]>();
      expect((res.json() as unknown[]).slice(0, own.length)).toEqual(own);
    } finally {
      await normal.dispose();
    }
  });
});
