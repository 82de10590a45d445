import { buildPath, endpoints, notificationSchema } from '@school/shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, SCHOOL, createTestApi } from '../test-helpers.ts';
import { withOwnUrl } from './lists.ts';

describe("the demo notifications' portal links", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.dispose());

  it("open dev-api's own demo portal pages, on the address the list was asked on", async () => {
    const res = await api.app.inject({
      url: buildPath(endpoints.notifications.path, { school: SCHOOL }),
      headers: { host: 'localhost:4123' },
    });
    const links = Object.fromEntries(
      (res.json() as unknown[])
        .map((n) => notificationSchema.parse(n))
        .filter((n) => n.url !== '')
        .map((n) => [n.urlTitle, n.url]),
    );
    expect(links).toEqual({
      'Apply Online': 'http://localhost:4123/demo/portal/admission',
      'Pay Now': 'http://localhost:4123/demo/portal/payment',
    });
    for (const link of Object.values(links)) {
      const page = await api.app.inject(new URL(link).pathname);
      expect(page.statusCode, link).toBe(200);
      expect(page.body).toContain('<span class="tag">Demo</span>');
    }
  });
});

describe('withOwnUrl', () => {
  it('writes the URL for every placeholder, as a JSON string', () => {
    expect(withOwnUrl('["{apiBaseUrl}/a","{apiBaseUrl}/b"]', 'http://h:1')).toBe('["http://h:1/a","http://h:1/b"]');
    expect(withOwnUrl('["{apiBaseUrl}/a"]', 'http://"x"')).toBe('["http://\\"x\\"/a"]');
    expect(withOwnUrl('["plain"]', 'http://h:1')).toBe('["plain"]');
  });
});
