import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FAVICON_ICO_SIZES } from './app-icon-paths.ts';
import { faviconIco } from './app-icons.ts';

describe('faviconIco', () => {
  it("draws the tab's icon at each size an .ico is looked at", async () => {
    const ico = await faviconIco(readFileSync(path.join(import.meta.dirname, '../../public/favicon.svg')));
    expect(ico.readUInt16LE(4)).toBe(FAVICON_ICO_SIZES.length);
    const sizes = await Promise.all(
      FAVICON_ICO_SIZES.map(async (_size, i) => {
        const at = 6 + 16 * i;
        const png = ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8));
        const meta = await sharp(png).metadata();
        return [meta.format, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual(FAVICON_ICO_SIZES.map((size) => ['png', size, size]));
  });
});
