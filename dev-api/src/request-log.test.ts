import { afterEach, describe, expect, it } from 'vitest';
import { createTestApi, SCHOOL, type TestApi } from './test-helpers.ts';

// What a request can carry into a log line: a line break, ESC (terminal colours), C1's CSI and
// the line separator, which pino's JSON leaves as they are.
const hostile = '\n\u001b[31mFAKE\u009b\u2028';
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const raw = /[\n\r\u001b\u009b\u2028]/;

let api: TestApi | undefined;
afterEach(() => api?.dispose());

async function logging(observe?: (request: { url: string }) => void) {
  const lines: string[] = [];
  api = await createTestApi({ log: { write: (line) => void lines.push(line) }, observe });
  return lines;
}

describe("dev-api's request log", () => {
  it('writes one line a request, the URL escaped', async () => {
    const lines = await logging();
    await api!.app.inject(`/api/subGallery/${SCHOOL}?id=${encodeURIComponent(hostile)}`);
    expect(lines).toHaveLength(1);
    for (const line of lines) expect(line.slice(0, -1)).not.toMatch(raw);
    expect(JSON.parse(lines[0]!)).toMatchObject({ req: { url: expect.stringContaining('/api/subGallery/') } });
  });

  it("escapes an error's message, which may quote the request", async () => {
    const lines = await logging(({ url }) => {
      throw new Error(`cannot answer ${decodeURIComponent(url)}`);
    });
    const res = await api!.app.inject(`/api/gallery/${SCHOOL}?id=${encodeURIComponent(hostile)}`);
    expect(res.statusCode).toBe(500);
    const failure = lines
      .map((line) => JSON.parse(line) as { err?: { message: string; stack: string } })
      .find((l) => l.err);
    expect(failure?.err?.message).toBe(`cannot answer /api/gallery/${SCHOOL}?id=\\n\\x1b[31mFAKE\\x9b\\u{2028}`);
    // The stack keeps its own line breaks (inside the JSON string), but none from the request.
    for (const c of ['\u001b', '\u009b', '\u2028']) expect(failure?.err?.stack).not.toContain(c);
    for (const line of lines) expect(line.slice(0, -1)).not.toMatch(raw);
  });
});
