// A post sent again with its idempotency key: answered as the first was, stored once, across a restart.
import { afterEach, describe, expect, it } from 'vitest';
import { readSubmissions, readTcRequests } from '../index.ts';
import { type TestApi, SCHOOL, createTestApi } from '../test-helpers.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IDEMPOTENCY_KEY_REUSED } from '@school/shared-api/contract';
import { FAULTS_PATH } from '../faults.ts';
import { TC_FILE } from './tc-requests.ts';

const apis: TestApi[] = [];
afterEach(async () => {
  await Promise.all(apis.splice(0).map((a) => a.dispose()));
});
async function testApi(options: Parameters<typeof createTestApi>[0] = {}) {
  const api = await createTestApi(options);
  apis.push(api);
  return api;
}

const key = (n: number) => `key-${String(n).padStart(16, '0')}`;
const tc = { name: 'Ananya Dsouza', admission: 'A-2024-117' };
const postTc = (api: TestApi, headers: Record<string, string>, payload: object = tc) =>
  api.app.inject({ method: 'POST', url: `/api/tc/${SCHOOL}`, headers, payload });
const registration = {
  mobileno: '9822012345',
  firstName: 'Saanvi Kulkarni',
  password: 'mango123',
  confmpassword: 'mango123',
  config: { type: 'Admission' },
};

describe('idempotency keys', () => {
  it('answers a TC request sent again with its key as the first time, and stores it once', async () => {
    const api = await testApi();
    const first = await postTc(api, { 'idempotency-key': key(1) });
    const again = await postTc(api, { 'idempotency-key': key(1) });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await postTc(api, { 'idempotency-key': key(2) });
    expect(other.json()).not.toEqual(first.json());
    expect(await readTcRequests(api.dataDir)).toHaveLength(2);
  });

  it('stores a post sent twice at once only once', async () => {
    const api = await testApi();
    const answers = await Promise.all([1, 2, 3].map(() => postTc(api, { 'idempotency-key': key(3) })));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await readTcRequests(api.dataDir)).toHaveLength(1);
  });

  it('answers an admission sent again with 201 as the first time, not "already registered"', async () => {
    const api = await testApi();
    const send = (k: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/form/${SCHOOL}/Admission`,
        headers: { 'idempotency-key': k },
        payload: registration,
      });
    const first = await send(key(4));
    expect(first.statusCode).toBe(201);
    const again = await send(key(4));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // Another key is another registration: the number is taken.
    expect((await send(key(5))).statusCode).toBe(409);
    expect(await readSubmissions(api.dataDir)).toHaveLength(1);
  });

  it('keeps only successes: a refused post may be corrected and sent with the same key', async () => {
    const api = await testApi();
    const refused = await postTc(api, { 'idempotency-key': key(6) }, { name: '', admission: 'A-1' });
    expect(refused.statusCode).toBe(400);
    expect((await postTc(api, { 'idempotency-key': key(6) })).statusCode).toBe(200);
    expect(await readTcRequests(api.dataDir)).toHaveLength(1);
  });

  it('treats a post without a key, or with a malformed one, as new each time', async () => {
    const api = await testApi();
    await postTc(api, {});
    await postTc(api, {});
    await postTc(api, { 'idempotency-key': 'short' });
    await postTc(api, { 'idempotency-key': 'short' });
    expect(await readTcRequests(api.dataDir)).toHaveLength(4);
  });

  it('refuses a key sent again with other details (422), and keeps the first', async () => {
    const api = await testApi();
    const first = await postTc(api, { 'idempotency-key': key(9) });
    const other = await postTc(api, { 'idempotency-key': key(9) }, { name: 'Someone Else', admission: 'B-9' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: IDEMPOTENCY_KEY_REUSED });
    // The same details in another order are the same request.
    const reordered = await postTc(api, { 'idempotency-key': key(9) }, { admission: tc.admission, name: tc.name });
    expect(reordered.json()).toEqual(first.json());
    expect(await readTcRequests(api.dataDir)).toHaveLength(1);
  });

  it('writes the key in the post’s own line: a post stored is a key known, whatever stopped after it', async () => {
    const api = await testApi();
    const first = await postTc(api, { 'idempotency-key': key(10) });
    const lines = readFileSync(path.join(api.dataDir, TC_FILE), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      reference: first.json().data,
      claim: { key: expect.stringContaining(key(10)) },
    });
    await api.app.close();
    const restarted = await createTestApi({ dataDir: api.dataDir });
    try {
      expect((await postTc(restarted, { 'idempotency-key': key(10) })).json()).toEqual(first.json());
      const admission = (k: string) =>
        restarted.app.inject({
          method: 'POST',
          url: `/api/form/${SCHOOL}/Admission`,
          headers: { 'idempotency-key': k },
          payload: registration,
        });
      const stored = await admission(key(11));
      await restarted.app.close();
      const again = await createTestApi({ dataDir: api.dataDir });
      try {
        const retried = await again.app.inject({
          method: 'POST',
          url: `/api/form/${SCHOOL}/Admission`,
          headers: { 'idempotency-key': key(11) },
          payload: registration,
        });
        expect(retried.statusCode).toBe(201);
        expect(retried.json()).toEqual(stored.json());
      } finally {
        await again.app.close();
      }
    } finally {
      await restarted.app.close();
    }
  });

  it('remembers the keys across a restart (on disk beside the posts)', async () => {
    const api = await testApi();
    const first = await postTc(api, { 'idempotency-key': key(7) });
    await api.app.close();
    const restarted = await createTestApi({ dataDir: api.dataDir });
    try {
      const again = await postTc(restarted, { 'idempotency-key': key(7) });
      expect(again.json()).toEqual(first.json());
      expect(await readTcRequests(api.dataDir)).toHaveLength(1);
    } finally {
      await restarted.app.close();
    }
  });
});

describe('the fault switch', () => {
  it('is not served unless asked for', async () => {
    const api = await testApi();
    const res = await api.app.inject({ method: 'PUT', url: FAULTS_PATH, payload: { on: ['lists'] } });
    // No route: refused as every unrouted body is, before it is read.
    expect(res.statusCode).toBe(405);
  });

  it('holds list calls unanswered until turned off, and answers a post late after recording it', async () => {
    const api = await testApi({ faults: true });
    const set = (on: string[]) => api.app.inject({ method: 'PUT', url: FAULTS_PATH, payload: { on } });
    expect((await set(['lists', 'posts'])).json()).toEqual({ on: ['lists', 'posts'] });
    expect((await set(['nonsense'])).statusCode).toBe(400);

    let listed = false;
    const list = api.app.inject({ url: `/api/news/all/${SCHOOL}` }).then((res) => ((listed = true), res));
    let posted = false;
    const post = postTc(api, { 'idempotency-key': key(8) }).then((res) => ((posted = true), res));
    await expect.poll(async () => (await readTcRequests(api.dataDir)).length).toBe(1);
    expect(listed).toBe(false);
    expect(posted).toBe(false);

    await set([]);
    expect((await list).statusCode).toBe(200);
    expect((await post).statusCode).toBe(200);
  });
});
