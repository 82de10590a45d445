import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiBase, setupApi } from '../testing/index.ts';
import { createSessionClient } from './form-client.ts';

const { server } = setupApi();
const session = `${apiBase}/session`;
const config = { baseUrl: apiBase, schoolCode: 'SMCS01', session };

describe('createSessionClient', () => {
  it("asks GET /session once for the page's islands asking at the same time, and again later", async () => {
    const asked = vi.fn();
    server.use(
      http.get(session, () => {
        asked();
        return HttpResponse.json({ name: 'Demo Parent' });
      }),
    );
    // The header's islands and the Login page's come from separate containers: separate clients.
    const answers = await Promise.all(
      [createSessionClient(config), createSessionClient(config)].map((c) => c.currentSession()),
    );
    expect(answers).toEqual([{ name: 'Demo Parent' }, { name: 'Demo Parent' }]);
    expect(asked).toHaveBeenCalledTimes(1);
    await createSessionClient(config).currentSession();
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('another school or session route asks on its own', async () => {
    const asked = vi.fn();
    server.use(
      http.get(session, () => {
        asked();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await Promise.all([
      createSessionClient(config).currentSession(),
      createSessionClient({ ...config, schoolCode: 'OTHER01' }).currentSession(),
    ]);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('a failed question is not kept: the next one asks again', async () => {
    server.use(http.get(session, () => HttpResponse.text('down', { status: 502 }), { once: true }));
    await expect(createSessionClient(config).currentSession()).rejects.toThrow();
    server.use(http.get(session, () => HttpResponse.json({ name: 'Demo Parent' })));
    await expect(createSessionClient(config).currentSession()).resolves.toEqual({ name: 'Demo Parent' });
  });
});
