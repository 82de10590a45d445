import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admissionPostSchema, IDEMPOTENCY_KEY } from '../contract/index.ts';
import {
  apiBase,
  createTestClient,
  endpointPattern,
  failingHandler,
  keepToken,
  listHandler,
  logged,
  setupApi,
} from '../testing/index.ts';
import { ApiError } from './api-error.ts';
import { newIdempotencyKey } from './form-calls.ts';

const { server, logs } = setupApi();
const form = { mobileno: '9876543210', firstName: 'Ananya', password: 'secret1', confmpassword: 'secret1' };
const withToken = (token: string | null) => createTestClient({ token: keepToken(token) });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('submitAdmission', () => {
  it('posts the form plus config {type: Admission} to the admission form type', async () => {
    let path = '';
    let body: unknown;
    server.use(
      http.post(endpointPattern('formSubmit'), async ({ request }) => {
        path = new URL(request.url).pathname;
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await expect(createTestClient().submitAdmission(form)).resolves.toBeUndefined();
    expect(path).toBe('/api/form/TEST01/Admission');
    expect(body).toEqual({ ...form, config: { type: 'Admission' } });
    expect(admissionPostSchema.safeParse(body).success).toBe(true);
  });

  it('rejects a 400 with the server message and issues', async () => {
    const issues = [{ path: 'mobileno', message: 'Mobile number must be 10 digits' }];
    server.use(...listHandler('formSubmit', { error: 'Invalid form', issues }, { status: 400 }));
    const err = await rejection(createTestClient().submitAdmission(form));
    expect(err).toMatchObject({ kind: 'http', status: 400, message: 'Invalid form', issues });
    expect(logged(logs.error)).toContain('formSubmit');
  });

  it('rejects a 429 with the wait its Retry-After names, in seconds', async () => {
    server.use(
      http.post(endpointPattern('formSubmit'), () =>
        HttpResponse.json({ error: 'Too many' }, { status: 429, headers: { 'Retry-After': '120' } }),
      ),
    );
    expect(await rejection(createTestClient().submitAdmission(form))).toMatchObject({ status: 429, retryAfterS: 120 });
    server.use(http.post(endpointPattern('formSubmit'), () => HttpResponse.json({ error: 'x' }, { status: 429 })));
    expect((await rejection(createTestClient().submitAdmission(form))).retryAfterS).toBeUndefined();
  });

  it('rejects a 500 without a JSON body', async () => {
    server.use(http.post(endpointPattern('formSubmit'), () => HttpResponse.text('oops', { status: 500 })));
    const err = await rejection(createTestClient().submitAdmission(form));
    expect(err).toMatchObject({ kind: 'http', status: 500, message: 'Request failed with status 500' });
  });

  it('rejects a timeout with kind timeout', async () => {
    server.use(
      http.post(endpointPattern('formSubmit'), async () => {
        await delay(300);
        return HttpResponse.json({});
      }),
    );
    const err = await rejection(createTestClient({ timeoutMs: 20 }).submitAdmission(form));
    expect(err.kind).toBe('timeout');
    expect(err.status).toBeUndefined();
  });

  it('rejects a network error with kind network', async () => {
    server.use(...failingHandler('formSubmit', 'network'));
    expect((await rejection(createTestClient().submitAdmission(form))).kind).toBe('network');
  });
});

describe('login', () => {
  const login = { mobileno: '9876543210', password: 'secret1' };

  it('without a session route: keeps the token in the keeper and answers only the name, with no Authorization sent', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.post(endpointPattern('login'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ token: 'abc', name: 'Parent' });
      }),
    );
    const token = keepToken('old');
    await expect(createTestClient({ token }).login(login)).resolves.toEqual({ name: 'Parent' });
    expect(auth).toBeNull();
    expect(token.get()).toBe('abc');
  });

  it('with a session route: posts the form there and keeps nothing', async () => {
    let body: unknown;
    server.use(
      http.post(`${apiBase}/session`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ name: 'Parent' });
      }),
    );
    const token = keepToken();
    await expect(createTestClient({ session: `${apiBase}/session`, token }).login(login)).resolves.toEqual({
      name: 'Parent',
    });
    expect(body).toEqual(login);
    expect(token.get()).toBeNull();
  });

  it("providerLogin (the session route's call) returns the provider's token and name", async () => {
    server.use(...listHandler('login', { token: 'abc', name: 'Parent' }));
    await expect(createTestClient().providerLogin(login)).resolves.toEqual({ token: 'abc', name: 'Parent' });
  });

  it('rejects an answer without a token as invalid-response', async () => {
    server.use(...listHandler('login', { name: 'Parent' }));
    const err = await rejection(createTestClient().login(login));
    expect(err.kind).toBe('invalid-response');
    expect(err.issues?.[0]?.path).toBe('token');
  });

  it('rejects 401 with kind http', async () => {
    server.use(...listHandler('login', { error: 'Wrong mobile number or password' }, { status: 401 }));
    expect(await rejection(createTestClient().login(login))).toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Wrong mobile number or password',
    });
  });
});

describe('requestTc', () => {
  const tc = { name: 'Ananya Dsouza', admission: 'A-1001' };

  it('posts {name, admission} with the stored token and returns the image reference', async () => {
    let body: unknown;
    let auth: string | null = null;
    server.use(
      http.post(endpointPattern('tcRequest'), async ({ request }) => {
        auth = request.headers.get('authorization');
        body = await request.json();
        return HttpResponse.json({ data: 'tc/A-1001.jpg' });
      }),
    );
    await expect(withToken('tok-9').requestTc(tc)).resolves.toBe('tc/A-1001.jpg');
    expect(body).toEqual(tc);
    expect(auth).toBe('tok-9');
  });

  it.each([
    ['an empty data field', { data: '' }],
    ['no data field', { ok: true }],
    ['a null body', null],
  ])('rejects %s as invalid-response', async (_, response) => {
    server.use(...listHandler('tcRequest', response));
    expect((await rejection(createTestClient().requestTc(tc))).kind).toBe('invalid-response');
  });

  it('rejects an HTML page as invalid-response', async () => {
    server.use(...failingHandler('tcRequest', 'non-json'));
    expect((await rejection(createTestClient().requestTc(tc))).kind).toBe('invalid-response');
  });

  it('rejects a 400 with kind http', async () => {
    server.use(...listHandler('tcRequest', { error: 'Unknown admission number' }, { status: 400 }));
    expect(await rejection(createTestClient().requestTc(tc))).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Unknown admission number',
    });
  });
});

describe('idempotency keys', () => {
  it("sends a form post with its key through the shell's session route, so a post sent again is the same request", async () => {
    const seen: { path: string; key: string | null }[] = [];
    const record = ({ request }: { request: Request }) => {
      seen.push({ path: new URL(request.url).pathname, key: request.headers.get('Idempotency-Key') });
    };
    server.use(
      http.post(`${apiBase}/session/api/form/:school/:formType`, (info) => {
        record(info);
        return HttpResponse.json({ id: 'r-1' }, { status: 201 });
      }),
      http.post(`${apiBase}/session/api/tc/:school`, (info) => {
        record(info);
        return HttpResponse.json({ data: 'tc/TC-1.jpg' });
      }),
    );
    const key = newIdempotencyKey();
    expect(key).toMatch(IDEMPOTENCY_KEY);
    expect(newIdempotencyKey()).not.toBe(key);
    const api = createTestClient({ session: `${apiBase}/session` });
    await api.submitAdmission(form, { idempotencyKey: key });
    await expect(api.requestTc({ name: 'Ananya Dsouza', admission: 'A-1' }, { idempotencyKey: key })).resolves.toBe(
      'tc/TC-1.jpg',
    );
    await api.requestTc({ name: 'Ananya Dsouza', admission: 'A-1' });
    expect(seen).toEqual([
      { path: '/session/api/form/TEST01/Admission', key },
      { path: '/session/api/tc/TEST01', key },
      { path: '/session/api/tc/TEST01', key: null },
    ]);
  });

  it('leaves the key out of a post sent to the provider itself (a remote run alone)', async () => {
    let key: string | null = 'unset';
    server.use(
      http.post(endpointPattern('tcRequest'), ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({ data: 'tc/TC-1.jpg' });
      }),
    );
    await createTestClient().requestTc({ name: 'Ananya Dsouza', admission: 'A-1' }, { idempotencyKey: 'k'.repeat(32) });
    expect(key).toBeNull();
  });
});
