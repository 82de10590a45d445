import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, createTestClient, endpointPattern, keepToken, schoolCode, setupApi } from '../testing/index.ts';
import { createApiClient } from './create-api-client.ts';

const { server } = setupApi();

function captureAuth(name: 'toppers' | 'newsAll') {
  const seen: (string | null)[] = [];
  server.use(
    http.get(endpointPattern(name), ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json([]);
    }),
  );
  return seen;
}

describe('createApiClient configuration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an empty school code', () => {
    expect(() => createApiClient({ baseUrl: apiBase, schoolCode: ' ' })).toThrow(/schoolCode/);
  });

  it('tolerates a trailing slash in the base URL', async () => {
    server.use(http.get(endpointPattern('newsAll'), () => HttpResponse.json([{ title: 'ok' }])));
    await expect(createApiClient({ baseUrl: `${apiBase}/`, schoolCode }).getNews()).resolves.toHaveLength(1);
  });

  it('reads the kept token at call time', async () => {
    const token = keepToken();
    const client = createTestClient({ token });
    const seen = captureAuth('toppers');
    await client.getToppers();
    token.set('fresh');
    await client.getToppers();
    expect(seen).toEqual([null, 'fresh']);
  });

  it('never reads localStorage, and deletes a token an older version left there', async () => {
    const store = new Map([['authToken', 'old-token']]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      removeItem: (k: string) => store.delete(k),
    });
    vi.stubGlobal('document', {});
    const seen = captureAuth('toppers');
    await createApiClient({ baseUrl: apiBase, schoolCode }).getToppers();
    expect(seen).toEqual([null]);
    expect(store.has('authToken')).toBe(false);
  });

  it("keeps no token on a server (no document): a login there cannot reach another visitor's calls", async () => {
    server.use(http.post(endpointPattern('login'), () => HttpResponse.json({ token: 'abc', name: 'Parent' })));
    const client = createApiClient({ baseUrl: apiBase, schoolCode });
    await client.login({ mobileno: '9876543210', password: 'x' });
    const seen = captureAuth('toppers');
    await client.getToppers();
    expect(seen).toEqual([null]);
  });

  it('with a session route: the auth calls go through it by their contract path, with no Authorization; public calls go to the provider', async () => {
    const session = `${apiBase}/session`;
    const proxied: { path: string; auth: string | null }[] = [];
    server.use(
      http.get(`${session}/api/*`, ({ request }) => {
        proxied.push({ path: new URL(request.url).pathname, auth: request.headers.get('authorization') });
        return HttpResponse.json([]);
      }),
    );
    const publicSeen = captureAuth('newsAll');
    const client = createTestClient({ session, token: keepToken('not-sent') });
    await client.getToppers();
    await client.getNews();
    expect(proxied).toEqual([{ path: `/session/api/topper/${schoolCode}`, auth: null }]);
    expect(publicSeen).toEqual([null]);
  });

  it('does not leak a global axios Authorization default to public calls', async () => {
    axios.defaults.headers.common.Authorization = 'global-token';
    try {
      const seen = captureAuth('newsAll');
      await createTestClient().getNews();
      expect(seen).toEqual([null]);
    } finally {
      delete axios.defaults.headers.common.Authorization;
    }
  });
});
