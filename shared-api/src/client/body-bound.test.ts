// Against a real HTTP server (not msw): the bound is axios's, counted on Node's stream.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIT_FROM_BYTES, MAX_BODY_BYTES } from './body-bound.ts';
import { createApiClient } from './create-api-client.ts';
import { createKeptAnswers } from './kept-answers.ts';

const good = JSON.stringify([{ title: 'Sports day' }]);
/** Valid items past the bound: only the bound can refuse it. */
const huge = JSON.stringify(Array.from({ length: 5_000 }, (_, i) => ({ title: `Item ${i} `.repeat(400) })));
let answer: { body: Buffer; gzip?: boolean; endless?: boolean } = { body: Buffer.from(good) };
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    if (answer.endless) return void endlessList(res);
    const headers = {
      'content-type': 'application/json',
      'content-length': answer.body.length,
      ...(answer.gzip && { 'content-encoding': 'gzip' }),
    };
    res.writeHead(200, headers).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
/** A list that never ends: only a bound counted while it streams can end the call. */
function endlessList(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'application/json' }).write('[');
  const chunk = `${JSON.stringify({ title: 'Item '.repeat(1_000) })},`.repeat(100);
  const more = () => {
    while (!res.destroyed && res.write(chunk));
  };
  res.on('drain', more);
  more();
}
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  answer = { body: Buffer.from(good) };
  vi.restoreAllMocks();
});

function clientAfterGoodAnswer(options: { admitBody?: (bytes: number) => boolean } = {}) {
  const onFailure = vi.fn();
  const api = createApiClient({ baseUrl, schoolCode: 'S1', keptAnswers: createKeptAnswers(), onFailure, ...options });
  return { api, onFailure, seen: api.getNews() };
}

describe('the bound on a provider body', () => {
  it('fails a body over the bound: the last good answer stands, and the log names the call and its size', async () => {
    expect(huge.length).toBeGreaterThan(MAX_BODY_BYTES);
    const { api, onFailure, seen } = clientAfterGoodAnswer();
    const first = await seen;
    expect(first).toMatchObject([{ title: 'Sports day' }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = { body: Buffer.from(huge) };
    expect(await api.getNews()).toBe(first);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      `[shared-api] newsAll failed: its body is over ${MAX_BODY_BYTES} bytes (Content-Length ${huge.length}); not read further`,
    );
  });

  it('counts a compressed body as it unpacks, not as it arrives', async () => {
    const packed = gzipSync(huge);
    expect(packed.length).toBeLessThan(MAX_BODY_BYTES);
    const { api, seen } = clientAfterGoodAnswer();
    const first = await seen;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = { body: packed, gzip: true };
    expect(await api.getNews()).toBe(first);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[shared-api\] newsAll failed: its body is over \d+ bytes/);
  });

  it('cuts a body while it streams in, not once it has ended', async () => {
    const { api, seen } = clientAfterGoodAnswer();
    const first = await seen;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = { body: Buffer.alloc(0), endless: true };
    expect(await api.getNews()).toBe(first);
    expect(warn.mock.calls[0]?.[0]).toContain('newsAll failed: its body is over');
  });

  it('reads a body under the bound whole', async () => {
    const { api, seen } = clientAfterGoodAnswer();
    await seen;
    const big = JSON.stringify(Array.from({ length: 2_000 }, (_, i) => ({ title: `Item ${i}` })));
    answer = { body: gzipSync(big), gzip: true };
    expect(await api.getNews()).toHaveLength(2_000);
  });

  it("leaves a large body unparsed when the server's heap has no room for it", async () => {
    const admitBody = vi.fn((bytes: number) => bytes < 2 * ADMIT_FROM_BYTES);
    const { api, onFailure, seen } = clientAfterGoodAnswer({ admitBody });
    const first = await seen;
    expect(admitBody).not.toHaveBeenCalled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = { body: Buffer.from(huge.slice(0, 3 * ADMIT_FROM_BYTES).replace(/,\{[^{]*$/, ']')) };
    expect(await api.getNews()).toBe(first);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/newsAll failed \(invalid-response\): a body of \d+ bytes was not parsed/);
  });
});
