import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noScriptMessages } from '@school/shared-ui/no-script';

describe("the kiosk's own page", () => {
  it('says what it is without JavaScript, as the shell says on /HomeKiosk', () => {
    const html = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(
      noscript
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(noScriptMessages.homeKiosk);
  });
});
