import { describe, expect, it } from 'vitest';
import { readServerBoot, scriptJson, SERVER_BOOT_ID } from './server-boot.ts';

describe('scriptJson', () => {
  it('writes no character that could end the script or a line, and reads back as it was', () => {
    const boot = { runtime: { name: 'A & B' }, region: { seed: ['</script><!-- x -->', 'line\u2028para\u2029end'] } };
    const json = scriptJson(boot);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003c!-- x --\\u003e');
    document.body.innerHTML = `<script type="application/json" id="${SERVER_BOOT_ID}">${json}</script>`;
    expect(readServerBoot()).toEqual(boot);
  });
});
