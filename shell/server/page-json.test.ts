import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asksForPageJson } from '@school/shared-ui/page-json';
import { pageJson } from './page-json.ts';

let server: FastifyInstance;
let address = '';
const asked: string[] = [];

beforeAll(async () => {
  server = Fastify();
  server.get('/good/_data/v1/*', async (req, reply) => {
    asked.push(req.url);
    return reply.header('Cache-Control', 'public, max-age=30').send({ query: 'fees', results: [], total: 0 });
  });
  server.get('/down/_data/v1/*', async (_req, reply) => reply.code(500).send({}));
  server.get('/none/_data/v1/*', async (_req, reply) => reply.code(404).send({}));
  address = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

const manifests = (name: string) => ({ mf_downloads: `${address}/${name}/mf-manifest.json` }) as never;

describe('pageJson', () => {
  it('tells the JSON from the page', () => {
    expect(asksForPageJson('/Search?q=fees&format=json')).toBe(true);
    expect(asksForPageJson('/Search?q=fees')).toBe(false);
  });

  it("asks the search page's remote with the query and limit only, and passes its answer on", async () => {
    const answer = await pageJson(manifests('good'))('/Search?utm_source=x&q=fees&format=json&limit=6');
    expect(answer).toEqual({
      status: 200,
      body: JSON.stringify({ query: 'fees', results: [], total: 0 }),
      cacheControl: 'public, max-age=30',
    });
    expect(asked).toEqual(['/good/_data/v1/Search?q=fees&limit=6']);
  });

  it("asks for a list page's twin without the view's filters, which the island applies itself", async () => {
    asked.length = 0;
    const answer = await pageJson(manifests('good'))('/News?q=sports&show=48&format=json');
    expect(answer.status).toBe(200);
    expect(asked).toEqual(['/good/_data/v1/News']);
  });

  it('answers 404 for a page without a twin, or one its remote has none for', async () => {
    expect((await pageJson(manifests('good'))('/NoSuchPage?format=json')).status).toBe(404);
    expect(await pageJson(manifests('none'))('/News?format=json')).toMatchObject({
      status: 404,
      cacheControl: 'no-store',
    });
  });

  it('answers 503, not kept, when the remote cannot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await pageJson(manifests('down'))('/Search?q=fees&format=json');
    expect(answer).toMatchObject({ status: 503, cacheControl: 'no-store' });
  });
});
