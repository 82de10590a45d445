import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiBase, createTestClient, keepToken, setupApi } from '../testing/index.ts';

const { server } = setupApi();
const session = `${apiBase}/session`;

describe('currentSession', () => {
  it('answers the signed-in parent from GET /session', async () => {
    server.use(http.get(session, () => HttpResponse.json({ name: 'Demo Parent' })));
    await expect(createTestClient({ session }).currentSession()).resolves.toEqual({ name: 'Demo Parent' });
  });

  it('answers null when signed out (204 or 401) or when the answer is not a session', async () => {
    server.use(http.get(session, () => new HttpResponse(null, { status: 204 })));
    await expect(createTestClient({ session }).currentSession()).resolves.toBeNull();
    server.use(http.get(session, () => HttpResponse.json({ error: 'Not signed in' }, { status: 401 })));
    await expect(createTestClient({ session }).currentSession()).resolves.toBeNull();
    server.use(http.get(session, () => HttpResponse.json({ who: 'knows' })));
    await expect(createTestClient({ session }).currentSession()).resolves.toBeNull();
  });

  it('rejects when the server cannot tell (5xx, network)', async () => {
    server.use(http.get(session, () => HttpResponse.text('down', { status: 502 })));
    await expect(createTestClient({ session }).currentSession()).rejects.toThrow();
  });

  it('answers null without a session route (a remote on its own): nothing outlives the page', async () => {
    await expect(createTestClient({ token: keepToken('abc') }).currentSession()).resolves.toBeNull();
  });
});

describe('logout', () => {
  it('sends DELETE /session', async () => {
    const deleted = vi.fn();
    server.use(
      http.delete(session, () => {
        deleted();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await createTestClient({ session }).logout();
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('rejects when the server could not log out', async () => {
    server.use(http.delete(session, () => HttpResponse.text('down', { status: 502 })));
    await expect(createTestClient({ session }).logout()).rejects.toThrow();
  });

  it('without a session route forgets the token kept in memory', async () => {
    const token = keepToken('abc');
    await createTestClient({ token }).logout();
    expect(token.get()).toBeNull();
  });
});

describe('an auth call the session route refuses', () => {
  it('tells onSessionEnded on a 401, not on other failures or public calls', async () => {
    const onSessionEnded = vi.fn();
    const client = createTestClient({ session, onSessionEnded });
    server.use(
      http.get(`${session}/api/topper/:school`, () => HttpResponse.json({ error: 'expired' }, { status: 401 })),
    );
    await client.getToppers();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);

    server.use(http.get(`${session}/api/topper/:school`, () => HttpResponse.json({ error: 'down' }, { status: 502 })));
    await client.getToppers();
    server.use(http.get(`${apiBase}/api/news/all/:school`, () => HttpResponse.json({ error: 'no' }, { status: 401 })));
    await client.getNews();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a refused login is not a session that ended', async () => {
    const onSessionEnded = vi.fn();
    server.use(
      http.post(session, () => HttpResponse.json({ error: 'Invalid mobile number or password' }, { status: 401 })),
    );
    await expect(
      createTestClient({ session, onSessionEnded }).login({ mobileno: '9876543210', password: 'nope12' }),
    ).rejects.toThrow();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
