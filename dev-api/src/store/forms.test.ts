// Posts: admission form (validation, storage, concurrency), login and the TC flow.
import { TC_NAME_CONTROLS } from '@school/shared-api/contract';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSubmissions, readTcRequests } from '../index.ts';
import { type TestApi, SCHOOL, createTestApi, isJpeg } from '../test-helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

const form = (over: Record<string, unknown> = {}) => ({
  mobileno: '9822012345',
  firstName: 'Saanvi Kulkarni',
  password: 'mango123',
  confmpassword: 'mango123',
  config: { type: 'Admission' },
  ...over,
});
const post = (url: string, payload: unknown) => api.app.inject({ method: 'POST', url, payload: payload as object });

describe('admission form', () => {
  it('rejects bad input with 400 and the form messages', async () => {
    const res = await post(
      `/api/form/${SCHOOL}/Admission`,
      form({ mobileno: '98220', firstName: '  ', password: 'abc', confmpassword: 'abd' }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; issues: { path: string; message: string }[] };
    expect(body.error).toEqual(expect.any(String));
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'mobileno', message: 'Mobile number must be 10 digits' },
        { path: 'firstName', message: 'Student name is required' },
        { path: 'password', message: 'Password must be at least 6 characters long' },
      ]),
    );
    const mismatch = await post(`/api/form/${SCHOOL}/Admission`, form({ confmpassword: 'mango124' }));
    expect(mismatch.json()).toMatchObject({ issues: [{ path: 'confmpassword', message: 'Passwords do not match' }] });
    expect((await post(`/api/form/${SCHOOL}/Admission`, form({ config: { type: 'Other' } }))).statusCode).toBe(400);
    expect((await post(`/api/form/${SCHOOL}/Enquiry`, form())).statusCode).toBe(400);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/form/${SCHOOL}/Admission`,
          payload: '{oops',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });

  const badAdmissions: [string, unknown][] = [
    ['an empty body', {}],
    ['a missing mobile number', form({ mobileno: undefined })],
    ['a 9-digit mobile number', form({ mobileno: '987654321' })],
    ['a mobile number sent as a number', form({ mobileno: 9876543210 })],
    ['a blank student name', form({ firstName: '   ' })],
    ['a student name of 101 characters', form({ firstName: 'a'.repeat(101) })],
    ['a short password', form({ password: 'abc', confmpassword: 'abc' })],
    ['passwords that differ', form({ confmpassword: 'secret2' })],
    ['no config object', form({ config: undefined })],
  ];
  it.each(badAdmissions)('answers 400 with a JSON error for %s, and stores nothing', async (_, body) => {
    const before = (await readSubmissions(api.dataDir)).length;
    const res = await post(`/api/form/${SCHOOL}/Admission`, body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ error: expect.any(String) });
    expect((await readSubmissions(api.dataDir)).length).toBe(before);
  });

  it('stores a valid submission with a hashed password and answers 201 { id }', async () => {
    const res = await post(`/api/form/${SCHOOL}/Admission`, form());
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const stored = (await readSubmissions(api.dataDir)).find((s) => s.id === id);
    expect(stored).toMatchObject({
      mobileno: '9822012345',
      firstName: 'Saanvi Kulkarni',
      formType: 'Admission',
      school: SCHOOL,
    });
    expect(stored?.receivedAt).toEqual(expect.any(String));
    const raw = await readFile(join(api.dataDir, 'submissions.jsonl'), 'utf8');
    expect(raw).not.toContain('mango123');
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('checks the name after removing invisible characters, and words a long one as too long', async () => {
    const invisible = await post(`/api/form/${SCHOOL}/Admission`, form({ firstName: '\u200B\u200B' }));
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json()).toMatchObject({ issues: [{ path: 'firstName', message: 'Student name is required' }] });
    const long = await post(`/api/form/${SCHOOL}/Admission`, form({ firstName: 'a'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      issues: [{ path: 'firstName', message: 'Student name must be at most 100 characters' }],
    });
  });

  it('stores the name as it was checked', async () => {
    const res = await post(
      `/api/form/${SCHOOL}/Admission`,
      form({ mobileno: '9822099999', firstName: '\uFEFF Ｓaanvi\u200B Kulkarni\u00AD ' }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect((await readSubmissions(api.dataDir)).find((s) => s.id === id)?.firstName).toBe('Saanvi Kulkarni');
  });

  it('stores 200 concurrent posts exactly once each', async () => {
    const before = (await readSubmissions(api.dataDir)).length;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(
          `/api/form/${SCHOOL}/Admission`,
          form({ mobileno: `91000${String(i).padStart(5, '0')}`, firstName: `Student ${i}` }),
        ),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const all = await readSubmissions(api.dataDir);
    expect(all.length - before).toBe(200);
    const ids = new Set(results.map((r) => (r.json() as { id: string }).id));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(all.filter((s) => s.id === id).length).toBe(1);
    // 200 scrypt hashes: about 2 s on two idle cores; room for a busy CI machine.
  }, 60_000);
});

describe('login', () => {
  it('accepts a registered mobile number with its password', async () => {
    await post(
      `/api/form/${SCHOOL}/Admission`,
      form({ mobileno: '9011122233', firstName: 'Ishaan Raut', password: 'kite2024', confmpassword: 'kite2024' }),
    );
    const res = await post(`/api/login/${SCHOOL}`, { mobileno: '9011122233', password: 'kite2024' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), name: 'Ishaan Raut' });
  });

  it('accepts the demo account', async () => {
    const res = await post(`/api/login/${SCHOOL}`, { mobileno: '9876543210', password: 'demo123' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 for wrong credentials and 400 for malformed ones', async () => {
    const wrong = await post(`/api/login/${SCHOOL}`, { mobileno: '9011122233', password: 'kite2025' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid mobile number or password' });
    expect((await post(`/api/login/${SCHOOL}`, { mobileno: '5555555555', password: 'whatever' })).statusCode).toBe(401);
    expect((await post(`/api/login/${SCHOOL}`, { mobileno: '12', password: '' })).statusCode).toBe(400);
  });
});

describe('transfer certificate', () => {
  it('returns a reference whose image is a JPEG certificate', async () => {
    const res = await post(`/api/tc/${SCHOOL}`, { name: 'Arjun Wankhede', admission: 'SM/2018/0931' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: string };
    const img = await api.app.inject({ method: 'GET', url: `/api/image?url=${encodeURIComponent(data)}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(isJpeg(img.rawPayload)).toBe(true);
    expect(img.headers['cache-control']).toBe('private, no-store');
    expect((await readTcRequests(api.dataDir)).map((r) => r.reference)).toContain(data);
    // 128 random bits: not a reference anyone guesses.
    expect(data).toMatch(/^tc\/TC-\d{8}-[0-9A-F]{32}\.jpg$/);
    // Never by a picture path, which the shell's /img would cache for every visitor.
    expect((await api.app.inject({ method: 'GET', url: `/api/image/${data}` })).statusCode).toBe(404);
  });

  it('answers a name with a control character 400 with its message, never a certificate that cannot be drawn', async () => {
    const res = await post(`/api/tc/${SCHOOL}`, { name: 'Arjun\u0001 Wankhede', admission: 'SM/2018/0933' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: 'name', message: TC_NAME_CONTROLS }] });
  });

  it('stores the fields as they were checked', async () => {
    await post(`/api/tc/${SCHOOL}`, { name: '\u200BArjun\u2060 Wankhede ', admission: 'ＳＭ/2018/0932' });
    expect((await readTcRequests(api.dataDir)).at(-1)).toMatchObject({
      name: 'Arjun Wankhede',
      admission: 'SM/2018/0932',
    });
  });

  it.each([
    ['an empty body', {}],
    ['a blank name', { name: ' ', admission: 'A-1' }],
    ['a numeric admission number', { name: 'Ananya', admission: 1001 }],
    ['an admission number of 31 characters', { name: 'Ananya', admission: 'A'.repeat(31) }],
  ])('answers 400 for %s, and stores nothing', async (_, body) => {
    const before = (await readTcRequests(api.dataDir)).length;
    const res = await post(`/api/tc/${SCHOOL}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String) });
    expect((await readTcRequests(api.dataDir)).length).toBe(before);
  });

  it('rejects empty fields and unknown references', async () => {
    const res = await post(`/api/tc/${SCHOOL}`, { name: ' ', admission: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      issues: expect.arrayContaining([{ path: 'name', message: 'Please fill in all fields.' }]),
    });
    expect((await api.app.inject({ method: 'GET', url: '/api/image?url=tc/TC-00000000-NOPE.jpg' })).statusCode).toBe(
      404,
    );
  });
});
