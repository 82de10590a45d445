// The guards on the posts: one registration per mobile number (409) and a per-IP limit (429).
import {
  MOBILE_ALREADY_REGISTERED,
  TOO_MANY_ATTEMPTS,
  VISITOR_ADDRESS_HEADER,
  VISITOR_KEY_HEADER,
} from '@school/shared-api/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDevApi, readSubmissions, readTcRequests } from '../index.ts';
import { resolveOptions } from '../options.ts';
import { type TestApi, SCHOOL, createTestApi } from '../test-helpers.ts';

const form = (mobileno: string, firstName = 'Saanvi Kulkarni') => ({
  mobileno,
  firstName,
  password: 'mango123',
  confmpassword: 'mango123',
  config: { type: 'Admission' },
});
const tc = { name: 'Saanvi Kulkarni', admission: 'A-1001' };

let apis: TestApi[] = [];
afterEach(async () => {
  await Promise.all(apis.map((a) => a.dispose()));
  apis = [];
});
async function start(options: Parameters<typeof createTestApi>[0] = {}) {
  const api = await createTestApi(options);
  apis.push(api);
  const post = (path: string, payload: object, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: path, payload, remoteAddress, headers });
  return { api, post };
}

describe('a mobile number registered already', () => {
  it('answers 409 with the message on the mobile number, and stores nothing more', async () => {
    const { api, post } = await start();
    expect((await post(`/api/form/${SCHOOL}/Admission`, form('9822012345'))).statusCode).toBe(201);
    const again = await post(`/api/form/${SCHOOL}/Admission`, form('9822012345', 'Another Child'));
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/json');
    expect(again.json()).toEqual({
      error: MOBILE_ALREADY_REGISTERED,
      issues: [{ path: 'mobileno', message: MOBILE_ALREADY_REGISTERED }],
    });
    expect((await readSubmissions(api.dataDir)).filter((s) => s.mobileno === '9822012345')).toHaveLength(1);
  });

  it('stores one of many concurrent posts of the same number', async () => {
    const { api, post } = await start();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(`/api/form/${SCHOOL}/Admission`, form('9822099999', `Child ${i}`))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await readSubmissions(api.dataDir)).toHaveLength(1);
  });

  it('is remembered across a restart on the same data directory', async () => {
    const { api, post } = await start();
    expect((await post(`/api/form/${SCHOOL}/Admission`, form('9822011111'))).statusCode).toBe(201);
    await api.app.close();
    const restarted = buildDevApi({ dataDir: api.dataDir });
    try {
      const res = await restarted.inject({
        method: 'POST',
        url: `/api/form/${SCHOOL}/Admission`,
        payload: form('9822011111'),
      });
      expect(res.statusCode).toBe(409);
    } finally {
      await restarted.close();
    }
  });
});

describe('the per-client post limit', () => {
  it('is 10 posts a minute unless set', () => {
    expect(resolveOptions().postLimit).toEqual({ max: 10, windowMs: 60_000 });
  });

  it('answers 429 with a JSON message past the limit, on the form and the TC paths separately', async () => {
    const { api, post } = await start({ postLimit: { max: 3, windowMs: 60_000 } });
    const forms = [];
    for (let i = 0; i < 4; i++) forms.push(await post(`/api/form/${SCHOOL}/Admission`, form(`981000000${i}`)));
    expect(forms.map((r) => r.statusCode)).toEqual([201, 201, 201, 429]);
    expect(forms[3]?.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
    expect(forms[3]?.headers['retry-after']).toBeDefined();
    expect(await readSubmissions(api.dataDir)).toHaveLength(3);

    const tcs = [];
    for (let i = 0; i < 4; i++) tcs.push(await post(`/api/tc/${SCHOOL}`, tc));
    expect(tcs.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(tcs[3]?.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
    expect(await readTcRequests(api.dataDir)).toHaveLength(3);
  });

  it('counts each client IP apart and leaves login alone', async () => {
    const { post } = await start({ postLimit: { max: 1, windowMs: 60_000 } });
    expect((await post(`/api/form/${SCHOOL}/Admission`, form('9810000010'), '10.0.0.1')).statusCode).toBe(201);
    expect((await post(`/api/form/${SCHOOL}/Admission`, form('9810000011'), '10.0.0.1')).statusCode).toBe(429);
    expect((await post(`/api/form/${SCHOOL}/Admission`, form('9810000011'), '10.0.0.2')).statusCode).toBe(201);
    for (let i = 0; i < 3; i++)
      expect(
        (await post(`/api/login/${SCHOOL}`, { mobileno: '9876543210', password: 'demo123' }, '10.0.0.1')).statusCode,
      ).toBe(200);
  });

  it('believes X-Forwarded-For only from a proxy the settings name: rotating it escapes nothing', async () => {
    const rotating = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
    const untrusted = await start({ postLimit: { max: 2, windowMs: 60_000 } });
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await untrusted.post(`/api/tc/${SCHOOL}`, tc, '127.0.0.1', rotating(i))).statusCode);
    expect(answers).toEqual([200, 200, 429, 429]);

    const behindShell = await start({ postLimit: { max: 2, windowMs: 60_000 }, trustedProxies: ['127.0.0.1'] });
    const each = [];
    for (let i = 0; i < 4; i++)
      each.push((await behindShell.post(`/api/tc/${SCHOOL}`, tc, '127.0.0.1', rotating(i))).statusCode);
    expect(each).toEqual([200, 200, 200, 200]);
    // A client the settings do not name cannot speak for others.
    const other = [];
    for (let i = 0; i < 3; i++)
      other.push((await behindShell.post(`/api/tc/${SCHOOL}`, tc, '10.9.9.9', rotating(i))).statusCode);
    expect(other).toEqual([200, 200, 429]);
  });

  it("counts the visitor the shell names, believed only with the shell's key: one visitor cannot close the forms", async () => {
    const key = 'shell-visitor-key-'.padEnd(40, 'x');
    const shell = (visitor: string, given = key) => ({
      [VISITOR_ADDRESS_HEADER]: visitor,
      [VISITOR_KEY_HEADER]: given,
    });
    const { post } = await start({ postLimit: { max: 2, windowMs: 60_000 }, visitorKey: key });
    const flooder = [];
    for (let i = 0; i < 4; i++)
      flooder.push((await post(`/api/tc/${SCHOOL}`, tc, '127.0.0.1', shell('198.51.100.66'))).statusCode);
    expect(flooder).toEqual([200, 200, 429, 429]);
    // Every other visitor of the same shell still posts.
    expect((await post(`/api/tc/${SCHOOL}`, tc, '127.0.0.1', shell('198.51.100.7'))).statusCode).toBe(200);
    // Without the key the header is anyone's word: counted by the socket's address.
    const forged = [];
    for (let i = 0; i < 3; i++)
      forged.push((await post(`/api/tc/${SCHOOL}`, tc, '10.9.9.8', shell(`203.0.113.${i}`, 'guess'))).statusCode);
    expect(forged).toEqual([200, 200, 429]);
  });
});
