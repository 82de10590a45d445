// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { logged, setupApi, testRuntime } from '@school/shared-ui/testing';
import { render } from './server.tsx';

const { logs, serve } = setupApi();

describe("the gallery's region on the server", () => {
  it('logs an album id it cannot find escaped: a line break or ESC in ?id= starts no log line', async () => {
    // As dev-api does: the sub-gallery call answers an empty list for an id it does not know.
    serve({ subGallery: [] });
    const region = await render({
      url: '/SubGallery?id=%0A%1B[31mFAKE%0D%0A[shell]%20forged%E2%80%A8',
      runtime: testRuntime,
      dataDeadlineMs: 1000,
    });
    expect(region.meta.status).toBe(404);
    const output = `${logged(logs.warn)}\n${logged(logs.error)}`;
    expect(output).toContain('no valid item for id \\n\\x1b[31mFAKE\\r\\n[shell] forged\\u{2028}');
    for (const line of output.split('\n')) {
      expect(line).not.toMatch(/^\[shell\]|FAKE$/);
      for (const raw of ['\r', '\u001b', '\u2028']) expect(line).not.toContain(raw);
    }
  });
});
