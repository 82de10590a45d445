import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asksForSearchJson, searchJson } from './search-json.ts';

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
  address = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

const manifests = (name: string) => ({ mf_downloads: `${address}/${name}/mf-manifest.json` }) as never;

describe('searchJson', () => {
  it('tells the JSON from the page', () => {
    expect(asksForSearchJson('/Search?q=fees&format=json')).toBe(true);
    expect(asksForSearchJson('/Search?q=fees')).toBe(false);
  });

  it("asks the search page's remote with the query and limit only, and passes its answer on", async () => {
    const answer = await searchJson(manifests('good'))('/Search?utm_source=x&q=fees&format=json&limit=6');
    expect(answer).toEqual({
      status: 200,
      body: JSON.stringify({ query: 'fees', results: [], total: 0 }),
      cacheControl: 'public, max-age=30',
    });
    expect(asked).toEqual(['/good/_data/v1/Search?q=fees&limit=6']);
  });

  it('answers 503, not kept, when the remote cannot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await searchJson(manifests('down'))('/Search?q=fees&format=json');
    expect(answer).toMatchObject({ status: 503, cacheControl: 'no-store' });
  });
});
