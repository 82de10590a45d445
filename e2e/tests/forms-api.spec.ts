// mf-forms' contract with dev-api, checked with Node's fetch against the site's own dev-api:
// every posted body is validated (400 + JSON error), and every accepted one is stored on disk.
import { readSubmissions, readTcRequests } from '@school/dev-api';
import { expect, test } from '../fixtures.ts';

type Site = { apiBaseUrl: string; runtimeConfig: { schoolCode: string } };
const post = (site: Site, path: string, body: unknown) =>
  fetch(`${site.apiBaseUrl}${path.replace(':school', site.runtimeConfig.schoolCode)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const admission = (mobileno: string, firstName = 'Ananya Dsouza') => ({
  mobileno,
  firstName,
  password: 'secret1',
  confmpassword: 'secret1',
  config: { type: 'Admission' },
});

test.describe('dev-api forms', () => {
  test('200 registrations posted concurrently are all stored, none lost, none duplicated', async ({ site }) => {
    test.setTimeout(180_000);
    const mobiles = Array.from({ length: 200 }, (_, i) => `60000${String(i).padStart(5, '0')}`);
    const answers = await Promise.all(
      mobiles.map((m, i) => post(site, '/api/form/:school/Admission', admission(m, `Student ${i}`))),
    );
    expect(answers.map((a) => a.status)).toEqual(mobiles.map(() => 201));

    const stored = (await readSubmissions(site.dataDir)).filter((r) => r.mobileno.startsWith('60000'));
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((r) => r.mobileno))).toEqual(new Set(mobiles));
    expect(new Set(stored.map((r) => r.id)).size).toBe(200);
    for (const r of stored) expect(r.firstName).toBe(`Student ${Number(r.mobileno.slice(5))}`);
  });

  const badAdmissions: [string, unknown][] = [
    ['an empty body', {}],
    ['a missing mobile number', { ...admission(''), mobileno: undefined }],
    ['a 9-digit mobile number', admission('987654321')],
    ['a mobile number sent as a number', { ...admission('9876543210'), mobileno: 9876543210 }],
    ['a blank student name', admission('9876543210', '   ')],
    ['a student name of 101 characters', admission('9876543210', 'a'.repeat(101))],
    ['a short password', { ...admission('9876543210'), password: 'abc', confmpassword: 'abc' }],
    ['passwords that differ', { ...admission('9876543210'), confmpassword: 'secret2' }],
    ['no config object', { ...admission('9876543210'), config: undefined }],
    ['a config of another type', { ...admission('9876543210'), config: { type: 'Login' } }],
    ['malformed JSON', '{"mobileno": "98765'],
  ];
  for (const [what, body] of badAdmissions) {
    test(`the admission post answers 400 with a JSON error for ${what}, and stores nothing`, async ({ site }) => {
      const before = (await readSubmissions(site.dataDir)).length;
      const res = await post(site, '/api/form/:school/Admission', body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
      expect((await readSubmissions(site.dataDir)).length).toBe(before);
    });
  }

  test('an unknown form type answers 400', async ({ site }) => {
    const res = await post(site, '/api/form/:school/Enquiry', admission('9876543210'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });

  for (const [what, body] of [
    ['an empty body', {}],
    ['a blank name', { name: ' ', admission: 'A-1' }],
    ['a numeric admission number', { name: 'Ananya', admission: 1001 }],
    ['an admission number of 31 characters', { name: 'Ananya', admission: 'A'.repeat(31) }],
  ] as const) {
    test(`the TC post answers 400 for ${what}, and stores nothing`, async ({ site }) => {
      const before = (await readTcRequests(site.dataDir)).length;
      const res = await post(site, '/api/tc/:school', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
      expect((await readTcRequests(site.dataDir)).length).toBe(before);
    });
  }

  test('login validates its body and refuses wrong credentials with 401', async ({ site }) => {
    expect((await post(site, '/api/login/:school', { mobileno: '123', password: 'x' })).status).toBe(400);
    expect((await post(site, '/api/login/:school', { mobileno: '9876543210' })).status).toBe(400);
    const wrong = await post(site, '/api/login/:school', { mobileno: '9876543210', password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: expect.any(String) });
    const demo = await post(site, '/api/login/:school', { mobileno: '9876543210', password: 'demo123' });
    expect(demo.status).toBe(200);
    expect(await demo.json()).toMatchObject({ token: expect.any(String) });
  });
});
