import { describe, expect, it } from 'vitest';
import { scriptJson } from '@school/shared-ui/script-json';
import { readServerBoot, SERVER_BOOT_ID } from './server-boot.ts';

describe('readServerBoot', () => {
  it('reads back the boot the server wrote, hostile text and all', () => {
    const boot = { runtime: { name: 'A & B' }, region: { seed: ['</script><!-- x -->', 'line\u2028para\u2029end'] } };
    document.body.innerHTML = `<script type="application/json" id="${SERVER_BOOT_ID}">${scriptJson(boot)}</script>`;
    expect(readServerBoot()).toEqual(boot);
  });
});
