import { describe, expect, it, vi } from 'vitest';
import { birthdaySchema, galleryItemSchema, newsTitleSchema } from '@school/shared-api';
import { makeBirthday, makeGalleryItem } from '@school/shared-api/testing';
import { cacheKey, readKioskCache, writeKioskCache } from './kiosk-cache.ts';
import type { KioskData } from './kiosk-data.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

const data: KioskData = {
  gallery: [galleryItemSchema.parse(makeGalleryItem({ title: 'Sports Day' }))],
  birthdays: [birthdaySchema.parse(makeBirthday({ name: 'Rohan' }))],
  news: [newsTitleSchema.parse({ title: 'Results', description: '' })],
  day: '2024-06-12',
};

describe('kiosk cache', () => {
  it('reads back what it wrote, per school', () => {
    const storage = memoryStorage();
    writeKioskCache('SMCS01', data, storage);
    expect(readKioskCache('SMCS01', storage)).toEqual(data);
    expect(readKioskCache('OTHER', storage)).toBeNull();
  });

  it('drops records that fail the schemas and keeps the rest', () => {
    const stored = {
      version: 1,
      day: '2024-06-12',
      gallery: [{ title: '' }, makeGalleryItem({ title: 'Kept' }), 42],
      birthdays: 'not a list',
      news: [{ title: 'News' }],
    };
    const storage = memoryStorage({ [cacheKey('S')]: JSON.stringify(stored) });
    const read = readKioskCache('S', storage);
    expect(read?.gallery.map((g) => g.title)).toEqual(['Kept']);
    expect(read?.birthdays).toEqual([]);
    expect(read?.news.map((n) => n.title)).toEqual(['News']);
  });

  it.each([
    ['broken JSON', '{"version":1,'],
    ['another version', JSON.stringify({ ...data, version: 99 })],
    ['no day', JSON.stringify({ ...data, version: 1, day: 5 })],
    ['not an object', '[1,2]'],
  ])('ignores %s', (_, text) => {
    expect(readKioskCache('S', memoryStorage({ [cacheKey('S')]: text }))).toBeNull();
  });

  it('survives storage that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => writeKioskCache('S', data, throwing)).not.toThrow();
    expect(readKioskCache('S', throwing)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
