import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, createTestClient, endpointPattern, schoolCode } from '../testing/index.ts';
import { createApiClient } from './create-api-client.ts';
import { setupTestServer } from './test-server.ts';

const { server } = setupTestServer();

function captureAuth(name: 'toppers' | 'newsAll') {
  const seen: (string | null)[] = [];
  server.use(http.get(endpointPattern(name), ({ request }) => { seen.push(request.headers.get('authorization')); return HttpResponse.json([]); }));
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

  it('reads the token from localStorage by default, at call time', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null });
    const client = createApiClient({ baseUrl: apiBase, schoolCode });
    const seen = captureAuth('toppers');
    await client.getToppers();
    store.set('authToken', 'fresh');
    await client.getToppers();
    expect(seen).toEqual([null, 'fresh']);
  });

  it('works without any storage and when storage throws', async () => {
    const seen = captureAuth('toppers');
    await expect(createApiClient({ baseUrl: apiBase, schoolCode }).getToppers()).resolves.toEqual([]);
    const throwing = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    await expect(createTestClient({ storage: throwing }).getToppers()).resolves.toEqual([]);
    expect(seen).toEqual([null, null]);
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
