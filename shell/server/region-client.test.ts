import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteRegions } from './region-client.ts';

const region = { html: '<h1>News</h1>', styles: '', data: {}, meta: {}, degraded: false };
let server: FastifyInstance;
let manifests: Record<string, string>;
let slowAsked = () => {};

beforeAll(async () => {
  // Its slow route never answers: closing it ends that request, and the client's idle sockets.
  server = Fastify({ forceCloseConnections: true });
  server.get('/good/_region/v1/*', async (req) => ({
    ...region,
    html: `<p>${req.url}</p>`,
    data: { requestId: req.headers['x-request-id'], encodings: req.headers['accept-encoding'] },
  }));
  server.get('/busy/_region/v1/*', async (_req, reply) => reply.code(503).send({ error: 'busy' }));
  server.get('/odd/_region/v1/*', async () => ({ html: 1 }));
  server.get('/slow/_region/v1/*', () => {
    slowAsked();
    return new Promise(() => {});
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  manifests = Object.fromEntries(
    ['good', 'busy', 'odd', 'slow'].map((name) => [name, `${address}/${name}/mf-manifest.json`]),
  );
});
afterAll(() => server.close());

// No deadline of its own (a busy machine may take its time); the test ends the slow ask itself.
const ask = (name: string, signal = new AbortController().signal) =>
  remoteRegions(manifests as never)(name as never, '/News?year=2024', signal);

describe('remoteRegions', () => {
  it("asks the remote's deployment, beside its manifest, for the page's region", async () => {
    await expect(ask('good')).resolves.toMatchObject({ html: '<p>/good/_region/v1/News?year=2024</p>' });
  });

  it("sends the id of the request it renders for, so the remote's log lines carry it", async () => {
    const withId = remoteRegions(manifests as never, () => 'visit-7');
    await expect(withId('good' as never, '/News', new AbortController().signal)).resolves.toMatchObject({
      data: { requestId: 'visit-7' },
    });
    expect((await ask('good')).data).not.toHaveProperty('requestId');
  });

  it('asks for the region uncompressed: the shell would only inflate it again', async () => {
    expect((await ask('good')).data).toMatchObject({ encodings: 'identity' });
  });

  it('rejects a refusal, an answer of another shape and a remote past the deadline', async () => {
    await expect(ask('busy')).rejects.toThrow('answered 503');
    await expect(ask('odd')).rejects.toThrow('not a region answer');
    // The deadline passes once the slow remote has the request, as AbortSignal.timeout ends it.
    const asked = new Promise<void>((resolve) => (slowAsked = resolve));
    const deadline = new AbortController();
    const slow = ask('slow', deadline.signal);
    await asked;
    deadline.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    await expect(slow).rejects.toThrow(/timeout|aborted/i);
  });
});
