import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { icoFile } from './ico-file.ts';

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#7a1f2b' } })
    .png()
    .toBuffer();

describe('icoFile', () => {
  it('holds each PNG whole behind an ICO directory that names its size, depth and place', async () => {
    const images = [
      { size: 16, png: await png(16) },
      { size: 256, png: await png(256) },
    ];
    const ico = icoFile(images);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    let end = 6 + 16 * images.length;
    images.forEach(({ size, png: data }, i) => {
      const entry = ico.subarray(6 + 16 * i, 22 + 16 * i);
      // 256 is written as 0: the byte holds no more.
      expect([entry[0], entry[1]]).toEqual([size % 256, size % 256]);
      expect([entry.readUInt16LE(4), entry.readUInt16LE(6)]).toEqual([1, 32]);
      expect([entry.readUInt32LE(8), entry.readUInt32LE(12)]).toEqual([data.length, end]);
      expect(ico.subarray(end, end + data.length).equals(data)).toBe(true);
      end += data.length;
    });
    expect(ico.length).toBe(end);
  });

  it('refuses a size an ICO cannot name', () => {
    expect(() => icoFile([{ size: 512, png: Buffer.alloc(1) }])).toThrow(/512/);
  });
});
